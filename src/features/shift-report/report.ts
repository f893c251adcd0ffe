// The shift report (GET /api/conto/reports/shift, docs/decisions/019) as the screen reads it,
// its range presets and its CSV. The server sums; this only reads, labels and exports.
import { formatCsvAmount, toCsv, type CsvFormat } from '@/lib/format/csv'
import { slugify } from '@/lib/browser/download'
import { CLOSE_REASONS, type CloseReason } from '@/domain/ledger'

/** Money columns: what came in by channel (before refunds), tips, and refunds. */
export const SHIFT_AMOUNTS = ['card', 'cash', 'terminal', 'other', 'tips', 'refunds'] as const
export type ShiftAmount = (typeof SHIFT_AMOUNTS)[number]

/** Counted columns: voided payments, voided and comped units, orders closed with a balance. */
export const SHIFT_TALLIES = ['voidedPayments', 'voids', 'comps', 'closedWithBalance'] as const
export type ShiftTally = (typeof SHIFT_TALLIES)[number]

export interface Tally {
  count: number
  amount: number
}

type BalanceReason = Exclude<CloseReason, 'paid'>

export interface ShiftRow extends Record<ShiftAmount, number>, Record<ShiftTally, Tally> {
  id: string
  name: string
  /** Orders closed with a balance, by reason (only the reasons that occurred). */
  closedByReason: Partial<Record<BalanceReason, Tally>>
}

/** The shift's documenti commerciali, for a restaurant with a fiscal printer (issue 22). */
export interface ShiftFiscal {
  printed: number
  /** what the printed documenti certify, resi and annulli taken off */
  certified: number
  waiting: number
  failed: number
}

export interface ShiftReport {
  currency: string
  fiscal: ShiftFiscal | null
  /** The restaurant's totals (a waiter's: their own row). */
  restaurant: ShiftRow
  waiters: ShiftRow[]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

function readNumber(source: unknown, key: string): number {
  const value = isObject(source) ? source[key] : undefined
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

function readTally(source: unknown): Tally {
  return { count: readNumber(source, 'count'), amount: readNumber(source, 'amount') }
}

function toRow(value: unknown, fallback: { id?: unknown; name?: unknown } = {}): ShiftRow | undefined {
  if (!isObject(value)) return undefined
  const amounts = Object.fromEntries(SHIFT_AMOUNTS.map((key) => [key, readNumber(value, key)])) as Record<ShiftAmount, number>
  const tallies = Object.fromEntries(SHIFT_TALLIES.map((key) => [key, readTally(value[key])])) as Record<ShiftTally, Tally>
  const byReason = isObject(value.closedWithBalance) ? value.closedWithBalance.byReason : undefined
  const closedByReason: ShiftRow['closedByReason'] = {}
  for (const reason of CLOSE_REASONS) {
    const tally = readTally(isObject(byReason) ? byReason[reason] : undefined)
    if (tally.count > 0) closedByReason[reason] = tally
  }
  const id = value.id ?? fallback.id
  const name = value.name ?? fallback.name
  return { ...amounts, ...tallies, id: typeof id === 'string' ? id : '', name: typeof name === 'string' ? name : '', closedByReason }
}

/** The route's answer read defensively: missing numbers are 0, rows that are not objects are left out. */
export function toShiftReport(data: unknown): ShiftReport {
  const source = isObject(data) ? data : {}
  const restaurant = isObject(source.restaurant) ? source.restaurant : {}
  const waiters = (Array.isArray(source.waiters) ? (source.waiters as unknown[]) : []).flatMap((row) => toRow(row) ?? [])
  return {
    currency: typeof source.currency === 'string' && source.currency ? source.currency : 'EUR',
    restaurant: toRow(isObject(source.totals) ? source.totals : {}, restaurant) as ShiftRow,
    waiters,
    fiscal: isObject(source.fiscal)
      ? {
          printed: readNumber(source.fiscal, 'printed'),
          certified: readNumber(source.fiscal, 'certified'),
          waiting: readNumber(source.fiscal, 'waiting'),
          failed: readNumber(source.fiscal, 'failed'),
        }
      : null,
  }
}

/** Money kept: every channel and the tips, less refunds (voided payments never counted). */
export function getTakenAmount(row: ShiftRow): number {
  return row.card + row.cash + row.terminal + row.other + row.tips - row.refunds
}

/** Whether anything happened in the shift at all. */
export function isShiftEmpty(report: ShiftReport): boolean {
  const row = report.restaurant
  return SHIFT_AMOUNTS.every((key) => row[key] === 0) && SHIFT_TALLIES.every((key) => row[key].count === 0)
}

export const SHIFT_PRESETS = ['today', 'yesterday', 'last24h'] as const
export type ShiftPreset = (typeof SHIFT_PRESETS)[number]

/** A preset's range: today or yesterday as calendar days (local time), or the 24 hours to now. */
export function getShiftRange(preset: ShiftPreset, now: Date = new Date()): { from: Date; to: Date } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  switch (preset) {
    case 'today':
      return { from: midnight, to: new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() + 1) }
    case 'yesterday':
      return { from: new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() - 1), to: midnight }
    case 'last24h':
      return { from: new Date(now.getTime() - 86_400_000), to: now }
  }
}

/** A date as a datetime-local input wants it, in local time: '2026-11-23T18:30'. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export interface ShiftCsvLabels extends Record<ShiftAmount | ShiftTally, string> {
  level: string
  restaurant: string
  waiter: string
  name: string
  total: string
  /** Suffixes of a counted column's two CSV columns. */
  count: string
  amount: string
}

/** The report as CSV: the restaurant's totals, then one row per waiter, amounts as plain decimals. */
export function buildShiftCsv(report: ShiftReport, labels: ShiftCsvLabels, format: CsvFormat): string {
  const header = [
    labels.level,
    labels.name,
    ...SHIFT_AMOUNTS.map((key) => labels[key]),
    labels.total,
    ...SHIFT_TALLIES.flatMap((key) => [`${labels[key]} (${labels.count})`, `${labels[key]} (${labels.amount})`]),
  ]
  const money = (minor: number) => formatCsvAmount(minor, report.currency, format)
  const toLine = (level: string, row: ShiftRow) => [
    level,
    row.name,
    ...SHIFT_AMOUNTS.map((key) => money(row[key])),
    money(getTakenAmount(row)),
    ...SHIFT_TALLIES.flatMap((key) => [row[key].count, money(row[key].amount)]),
  ]
  return toCsv([header, toLine(labels.restaurant, report.restaurant), ...report.waiters.map((row) => toLine(labels.waiter, row))], format)
}

/** 'shift-report-trattoria-bella-vista-2026-11-23.csv', named after the restaurant and the shift's first day. */
export function getShiftFileName(restaurantName: string, from: Date): string {
  return ['shift-report', slugify(restaurantName), toLocalInput(from).slice(0, 10)].filter(Boolean).join('-') + '.csv'
}
