// The checks of the table forms, before anything is sent (the unique index on restaurant + name
// would refuse a taken name too, but with a message about the whole request).
import { findTakenNames, getBulkTableNames, MAX_TABLE_NAME, type BulkNamesProblem } from './bulk-names'

export interface TableFormValues {
  name: string
  section: string
  /** As typed. */
  seats: string
  waiter: string
}

export type TableFormError = 'nameRequired' | 'nameTooLong' | 'nameTaken' | 'sectionTooLong' | 'seatsInvalid'
export type TableFormErrors = Partial<Record<'name' | 'section' | 'seats', TableFormError>>

const MAX_SECTION = 60

function parseSeats(text: string): number | null {
  if (text.trim() === '') return 0
  const seats = Number(text)
  return Number.isInteger(seats) && seats >= 0 && seats <= 500 ? seats : null
}

/** Field errors of the one-table form; `otherNames` are the restaurant's other tables. */
export function validateTableForm(values: TableFormValues, otherNames: readonly string[]): { errors: TableFormErrors; seats: number } {
  const errors: TableFormErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'nameRequired'
  else if (name.length > MAX_TABLE_NAME) errors.name = 'nameTooLong'
  else if (findTakenNames([name], otherNames).length > 0) errors.name = 'nameTaken'
  if (values.section.trim().length > MAX_SECTION) errors.section = 'sectionTooLong'
  const seats = parseSeats(values.seats)
  if (seats === null) errors.seats = 'seatsInvalid'
  return { errors, seats: seats ?? 0 }
}

export interface BulkFormValues {
  prefix: string
  from: string
  to: string
  section: string
  seats: string
}

export type BulkFormResult =
  | { ok: true; names: string[]; section: string; seats: number }
  | { ok: false; problem: BulkNamesProblem | 'seats' | 'section' | 'taken'; taken?: string[] }

/** The names a bulk-add would create, or why it cannot: every taken name is listed. */
export function checkBulkForm(values: BulkFormValues, existing: readonly string[]): BulkFormResult {
  const from = values.from.trim() === '' ? NaN : Number(values.from)
  const to = values.to.trim() === '' ? NaN : Number(values.to)
  const generated = getBulkTableNames(values.prefix, from, to)
  if (!generated.ok) return { ok: false, problem: generated.problem }
  const seats = parseSeats(values.seats)
  if (seats === null) return { ok: false, problem: 'seats' }
  const section = values.section.trim()
  if (section.length > MAX_SECTION) return { ok: false, problem: 'section' }
  const taken = findTakenNames(generated.names, existing)
  if (taken.length > 0) return { ok: false, problem: 'taken', taken }
  return { ok: true, names: generated.names, section, seats }
}
