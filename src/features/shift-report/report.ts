// The shift report (GET /api/conto/reports/shift, docs/decisions/019) as the screen reads it,
// its range presets and its CSV. The server sums; this only reads, labels and exports.
import { formatCsvAmount, toCsv, type CsvFormat } from '@/lib/csv'
import { slugify } from '@/lib/download'
import { CLOSE_REASONS, type CloseReason } from '@/lib/ledger'

export const SHIFT_AMOUNTS = ['card', 'cash', 'terminal', 'other', 'tips', 'refunds', 'voids'] as const
export type ShiftAmount = (typeof SHIFT_AMOUNTS)[number]

type BalanceReason = Exclude<CloseReason, 'paid'>

export interface ShiftRow extends Record<ShiftAmount, number> {
  id: string
  name: string
  /** Orders closed with a balance left: how many, how much, and by reason. */
  closedCount: number
  closedAmount: number
  closedByReason: Partial<Record<BalanceReason, { count: number; amount: number }>>
}

export interface ShiftReport {
  currency: string
  restaurants: ShiftRow[]
  waiters: ShiftRow[]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

function readNumber(source: Record<string, unknown>, key: string): number {
  const value = source[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

function toRow(value: unknown): ShiftRow | undefined {
  if (!isObject(value)) return undefined
  const closed = isObject(value.closed) ? value.closed : {}
  const byReason = isObject(closed.byReason) ? closed.byReason : {}
  const closedByReason: ShiftRow['closedByReason'] = {}
  for (const reason of CLOSE_REASONS) {
    const entry = byReason[reason]
    if (isObject(entry)) closedByReason[reason] = { count: readNumber(entry, 'count'), amount: readNumber(entry, 'amount') }
  }
  const amounts = Object.fromEntries(SHIFT_AMOUNTS.map((key) => [key, readNumber(value, key)])) as Record<ShiftAmount, number>
  return {
    ...amounts,
    id: typeof value.id === 'string' ? value.id : '',
    name: typeof value.name === 'string' ? value.name : '',
    closedCount: readNumber(closed, 'count'),
    closedAmount: readNumber(closed, 'amount'),
    closedByReason,
  }
}

/** The route's answer read defensively: missing numbers are 0, rows that are not objects are left out. */
export function toShiftReport(data: unknown): ShiftReport {
  const source = isObject(data) ? data : {}
  const rows = (key: string) => (Array.isArray(source[key]) ? (source[key] as unknown[]) : []).flatMap((row) => toRow(row) ?? [])
  return { currency: typeof source.currency === 'string' ? source.currency : 'EUR', restaurants: rows('restaurants'), waiters: rows('waiters') }
}

/** Money taken in: card, cash, terminal and other, less refunds (voided payments never counted). */
export function getTakenAmount(row: ShiftRow): number {
  return row.card + row.cash + row.terminal + row.other - row.refunds
}

export const SHIFT_PRESETS = ['today', 'yesterday', 'last24h'] as const
export type ShiftPreset = (typeof SHIFT_PRESETS)[number]

/** A preset's range: today or yesterday as calendar days (local time), or the 24 hours to now. */
export function getShiftRange(preset: ShiftPreset, now: Date = new Date()): { from: Date; to: Date } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  switch (preset) {
    case 'today':
      return { from: midnight, to: new Date(midnight.getTime() + 86_400_000 - 1000) }
    case 'yesterday':
      return { from: new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() - 1), to: new Date(midnight.getTime() - 1000) }
    case 'last24h':
      return { from: new Date(now.getTime() - 86_400_000), to: now }
  }
}

/** A date as a datetime-local input wants it, in local time: '2026-11-23T18:30'. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export interface ShiftCsvLabels extends Record<ShiftAmount, string> {
  level: string
  restaurant: string
  waiter: string
  name: string
  closedCount: string
  closedAmount: string
}

/** The report as CSV: one row per restaurant, then one per waiter, amounts as plain decimals. */
export function buildShiftCsv(report: ShiftReport, labels: ShiftCsvLabels, format: CsvFormat): string {
  const header = [labels.level, labels.name, ...SHIFT_AMOUNTS.map((key) => labels[key]), labels.closedCount, labels.closedAmount]
  const amount = (minor: number) => formatCsvAmount(minor, report.currency, format)
  const toLine = (level: string, row: ShiftRow) => [level, row.name, ...SHIFT_AMOUNTS.map((key) => amount(row[key])), row.closedCount, amount(row.closedAmount)]
  return toCsv(
    [header, ...report.restaurants.map((row) => toLine(labels.restaurant, row)), ...report.waiters.map((row) => toLine(labels.waiter, row))],
    format,
  )
}

/** 'shift-report-trattoria-bella-vista-2026-11-23.csv', named after the restaurant and the shift's first day. */
export function getShiftFileName(restaurantName: string, from: Date): string {
  return ['shift-report', slugify(restaurantName), toLocalInput(from).slice(0, 10)].filter(Boolean).join('-') + '.csv'
}
