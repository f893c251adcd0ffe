// Shares of one unit as people write them: ⅓, ¾, else 2/7.

function getGreatestDivisor(a: number, b: number): number {
  return b === 0 ? a : getGreatestDivisor(b, a % b)
}

/** A share in lowest terms, e.g. 2 of 4 → 1 of 2. */
export function reduceShare(parts: number, of: number): { parts: number; of: number } {
  if (parts <= 0 || of <= 0) return { parts, of }
  const divisor = getGreatestDivisor(parts, of)
  return { parts: parts / divisor, of: of / divisor }
}

const VULGAR_FRACTIONS: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/5': '⅕',
  '2/5': '⅖',
  '3/5': '⅗',
  '4/5': '⅘',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/7': '⅐',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
  '1/9': '⅑',
  '1/10': '⅒',
}

/** The share as a vulgar fraction where Unicode has one ('⅓'), else '2/7'; in lowest terms. */
export function formatShare(parts: number, of: number): string {
  const reduced = reduceShare(parts, of)
  const plain = `${reduced.parts}/${reduced.of}`
  return VULGAR_FRACTIONS[plain] ?? plain
}
