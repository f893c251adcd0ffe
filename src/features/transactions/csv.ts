import { getMinorUnitDivisor } from '@/lib/money'
import { getStatusLabel, type TransactionRecord } from './types'

export interface CsvFormat {
  /** ';' with decimal commas for Italian spreadsheets, ',' with decimal points otherwise. */
  separator: ',' | ';'
  decimalComma: boolean
}

/** Spreadsheet-friendly format for a UI language. */
export function getCsvFormat(language: string): CsvFormat {
  return language.startsWith('it') ? { separator: ';', decimalComma: true } : { separator: ',', decimalComma: false }
}

/**
 * One CSV cell (RFC 4180 quoting). Text that a spreadsheet would run as a formula (= + - @ and
 * control characters at the start) is prefixed with an apostrophe: the export holds diner e-mails.
 */
export function toCsvCell(value: string | number, format: CsvFormat): string {
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
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

export const CSV_COLUMNS = [
  'id', 'date', 'order', 'table', 'status', 'currency', 'base', 'tip', 'serviceFee', 'fee', 'total', 'refund',
  'method', 'waiter', 'splitMode', 'splitGroup', 'chargeId',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** The export of a list of transactions: a header row of translated labels, then one row each. */
export function buildTransactionsCsv(
  transactions: readonly TransactionRecord[],
  labels: Record<CsvColumn, string> & { statuses: Record<string, string> },
  format: CsvFormat,
): string {
  const header = CSV_COLUMNS.map((column) => labels[column])
  const rows = transactions.map((tx) => {
    const amount = (minor: number) => formatCsvAmount(minor || 0, tx.currency, format)
    const order = tx.expand?.order
    const waiter = tx.expand?.waiter
    return [
      tx.id,
      tx.created ? tx.created.replace(' ', 'T') : '',
      order?.number ? String(order.number) : tx.order,
      order?.expand?.table?.name ?? '',
      labels.statuses[getStatusLabel(tx.status)] ?? tx.status,
      tx.currency,
      amount(tx.base_amount),
      amount(tx.tip_amount),
      amount(tx.service_fee),
      amount(tx.fee),
      amount(tx.total_amount),
      amount(tx.refund_amount),
      tx.payment_method,
      waiter ? waiter.name || waiter.email : '',
      tx.split_mode,
      tx.split_group,
      tx.stripe_charge_id,
    ]
  })
  return toCsv([header, ...rows], format)
}
