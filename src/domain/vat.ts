// VAT rates and natura codes of Italian receipts (pb_migrations 1763702100): a menu item's rate,
// a restaurant's default and the printer department each maps to (issue 22).
import { DEFAULT_VAT, MAX_DEPARTMENT, MIN_DEPARTMENT, VAT_CODES } from './shared-rules.ts'

export { DEFAULT_VAT, MAX_DEPARTMENT, MIN_DEPARTMENT, VAT_CODES }
export type VatCode = (typeof VAT_CODES)[number]

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

/** restaurants.fiscal_departments: the department each rate prints on; a rate without one is not used. */
export type FiscalDepartments = Partial<Record<VatCode, number>>

export type DepartmentProblem = 'notANumber' | 'outOfRange' | 'taken'

/**
 * The department map from what was typed per rate ("" = none), or the problem of each bad entry.
 * Two rates never share a department: the printer gives each department one rate.
 */
export function readDepartments(typed: Partial<Record<VatCode, string>>): { departments: FiscalDepartments; problems: Partial<Record<VatCode, DepartmentProblem>> } {
  const departments: FiscalDepartments = {}
  const problems: Partial<Record<VatCode, DepartmentProblem>> = {}
  const used = new Map<number, VatCode>()
  for (const code of VAT_CODES) {
    const text = (typed[code] ?? '').trim()
    if (!text) continue
    const value = Number(text)
    if (!/^\d+$/.test(text)) problems[code] = 'notANumber'
    else if (value < MIN_DEPARTMENT || value > MAX_DEPARTMENT) problems[code] = 'outOfRange'
    else if (used.has(value)) problems[code] = 'taken'
    else {
      used.set(value, code)
      departments[code] = value
    }
  }
  return { departments, problems }
}

/**
 * Conto's Cassa prints the restaurant's documenti commerciali: it has mapped its printer's
 * departments, and its POS does not certify the payments itself (`fiscal_by`, decision 044).
 */
export function certifiesWithConto(restaurant: { fiscal_departments?: unknown; fiscal_by?: string }): boolean {
  if (restaurant.fiscal_by === 'pos') return false
  const map = restaurant.fiscal_departments
  return Boolean(map) && typeof map === 'object' && Object.keys(map as object).length > 0
}
