/** Conto's own brand colour, used when a restaurant has none. */
export const BRAND_COLOR = '#c2410c'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** The colour if it is a valid #rrggbb value, else the brand colour. */
export function resolveThemeColor(color: string | null | undefined): string {
  return color && HEX_COLOR.test(color) ? color.toLowerCase() : BRAND_COLOR
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a #rrggbb colour. */
export function getLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

/** White or near-black, whichever reads better on the given background. */
export function getReadableTextColor(background: string): '#ffffff' | '#1f1a17' {
  const l = getLuminance(resolveThemeColor(background))
  const contrastWhite = 1.05 / (l + 0.05)
  const contrastDark = (l + 0.05) / (getLuminance('#1f1a17') + 0.05)
  return contrastWhite >= contrastDark ? '#ffffff' : '#1f1a17'
}
