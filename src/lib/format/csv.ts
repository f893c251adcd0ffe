// CSV for spreadsheets (RFC 4180), in the format the UI language's spreadsheets expect.
import { getMinorUnitDivisor } from '@/domain/money'

export interface CsvFormat {
  /** ';' with decimal commas for Italian spreadsheets, ',' with decimal points otherwise. */
  separator: ',' | ';'
  decimalComma: boolean
}

/** Spreadsheet-friendly format for a UI language. */
export function getCsvFormat(language: string): CsvFormat {
  return language.startsWith('it') ? { separator: ';', decimalComma: true } : { separator: ',', decimalComma: false }
}

const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Text a spreadsheet would run as a formula (= + - @ and control characters at the start) gets an
 * apostrophe in front, which spreadsheets show as text: exports hold what diners and staff typed.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** The text neutraliseFormula wrote, read back as it was typed. */
export function readNeutralisedText(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

/** One CSV cell (RFC 4180 quoting), formulas neutralised. */
export function toCsvCell(value: string | number, format: CsvFormat): string {
  if (typeof value === 'number') return String(value)
  const safe = neutraliseFormula(value)
  return /["\n\r]/.test(safe) || safe.includes(format.separator) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(rows: readonly (readonly (string | number)[])[], format: CsvFormat): string {
  return rows.map((row) => row.map((cell) => toCsvCell(cell, format)).join(format.separator)).join('\r\n') + '\r\n'
}

/** Minor units as a plain decimal for spreadsheets: 1250 EUR → '12.50' (or '12,50'). */
export function formatCsvAmount(minor: number, currency: string, format: CsvFormat): string {
  const divisor = getMinorUnitDivisor(currency)
  const text = divisor === 1 ? String(minor) : (minor / divisor).toFixed(2)
  return format.decimalComma ? text.replace('.', ',') : text
}
