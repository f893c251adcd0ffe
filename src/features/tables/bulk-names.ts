// Names for a bulk-add of tables ("Tavolo 1–20"), checked before anything is saved.
import { getNameKey } from '@/lib/format/text'

/** The most tables one bulk-add creates. */
export const MAX_BULK_TABLES = 200
/** tables.name's limit in pb_migrations/1763700030_created_tables.js. */
export const MAX_TABLE_NAME = 40

export type BulkNamesProblem = 'range' | 'tooMany' | 'tooLong'

export type BulkNamesResult = { ok: true; names: string[] } | { ok: false; problem: BulkNamesProblem }

/** "Tavolo" 1..3 → Tavolo 1, Tavolo 2, Tavolo 3; an empty prefix gives bare numbers. */
export function getBulkTableNames(prefix: string, from: number, to: number): BulkNamesResult {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) return { ok: false, problem: 'range' }
  if (to - from + 1 > MAX_BULK_TABLES) return { ok: false, problem: 'tooMany' }
  const head = prefix.trim()
  const names: string[] = []
  for (let number = from; number <= to; number++) names.push(head ? `${head} ${number}` : String(number))
  if (names.some((name) => name.length > MAX_TABLE_NAME)) return { ok: false, problem: 'tooLong' }
  return { ok: true, names }
}

/** The names that a table of the restaurant already has, in the order asked. */
export function findTakenNames(names: readonly string[], existing: readonly string[]): string[] {
  const taken = new Set(existing.map(getNameKey))
  return names.filter((name) => taken.has(getNameKey(name)))
}
