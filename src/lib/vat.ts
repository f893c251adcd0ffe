// VAT rates and natura codes of Italian receipts (pb_migrations 1763702100): a menu item's rate,
// a restaurant's default and the printer department each maps to (issue 22).

/** The rates a restaurant sells at, then the natura codes of sales without VAT. */
export const VAT_CODES = ['22', '10', '5', '4', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6'] as const
export type VatCode = (typeof VAT_CODES)[number]

/** The usual rate for food and drink served at the table. */
export const DEFAULT_VAT: VatCode = '10'

export function isVatCode(value: unknown): value is VatCode {
  return typeof value === 'string' && (VAT_CODES as readonly string[]).includes(value)
}

/**
 * A rate as a person types it in a form or a spreadsheet: "10", "10%", "10 %", "10,0", "n2".
 * '' for no rate (the restaurant's default applies); null when it is not one of ours.
 */
export function parseVatInput(text: string): VatCode | '' | null {
  const compact = text.trim().toUpperCase().replace(/\s+/g, '').replace(/%$/, '').replace(/[,.]0+$/, '')
  if (!compact) return ''
  return isVatCode(compact) ? compact : null
}

/** "10 %" for a rate, the natura code itself for a sale without VAT. */
export function formatVat(code: VatCode): string {
  return code.startsWith('N') ? code : `${code} %`
}
