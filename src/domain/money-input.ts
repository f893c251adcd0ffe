import { getMinorUnitDivisor } from './money.ts'

/**
 * Parses an amount typed by staff ("12,50", "12.5", "1.234,50", "€ 8") into minor units of the
 * currency; null when it is not a non-negative amount with at most the currency's decimals.
 */
export function parseMoneyInput(text: string, currency: string): number | null {
  const cleaned = text.replace(/[\s\u00a0€$£¥]/g, '')
  if (cleaned === '') return null
  // '12,345' or '1.234' could be a decimal or a thousands separator: refuse rather than guess.
  if (/^\d+[.,]\d{3}$/.test(cleaned)) return null
  const divisor = getMinorUnitDivisor(currency)
  const decimals = divisor === 1 ? 0 : 2
  // The last comma or dot followed by 1–2 digits is the decimal separator; others group thousands.
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  const whole = match[1]!.replace(/[.,]/g, '')
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return null
  const minor = Number(whole) * divisor + (fraction ? Number(fraction.padEnd(decimals, '0')) : 0)
  return Number.isSafeInteger(minor) ? minor : null
}

/** Minor units as a plain editable number in the Italian style: 1250 EUR → '12,50'. */
export function formatMoneyInput(minor: number, currency: string): string {
  const divisor = getMinorUnitDivisor(currency)
  if (divisor === 1) return String(minor)
  return (minor / divisor).toFixed(2).replace('.', ',')
}
