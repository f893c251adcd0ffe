import type { TableStatus } from '@/lib/api/pocketbase-types'

export const TABLE_STATUSES = ['free', 'occupied', 'paying', 'paid'] as const satisfies readonly TableStatus[]

export interface TableFilter {
  /** '' = every section */
  section: string
  /** '' = every status */
  status: TableStatus | ''
}

interface FilterableTable {
  name: string
  section: string
  status: TableStatus
}

const collator = new Intl.Collator('it', { numeric: true, sensitivity: 'base' })

/** Tables in the order staff count them: by name, numbers numerically ('2' before '10'). */
export function sortTablesByName<T extends { name: string }>(tables: readonly T[]): T[] {
  return [...tables].sort((a, b) => collator.compare(a.name, b.name))
}

/** Distinct non-empty sections in first-seen order. */
export function getSections(tables: readonly { section: string }[]): string[] {
  return [...new Set(tables.map((table) => table.section.trim()).filter(Boolean))]
}

export function filterTables<T extends FilterableTable>(tables: readonly T[], filter: TableFilter): T[] {
  return tables.filter(
    (table) =>
      (!filter.section || table.section.trim() === filter.section) && (!filter.status || table.status === filter.status),
  )
}

/** How many tables are in each status (within the chosen section). */
export function countByStatus(tables: readonly { status: TableStatus }[]): Record<TableStatus, number> {
  const counts: Record<TableStatus, number> = { free: 0, occupied: 0, paying: 0, paid: 0 }
  for (const table of tables) counts[table.status] += 1
  return counts
}

export function isTableStatus(value: unknown): value is TableStatus {
  return typeof value === 'string' && (TABLE_STATUSES as readonly string[]).includes(value)
}

/** Whether a table is called by a bare number ('5'), which reads better as 'Table 5'. */
export function isNumberedTable(name: string): boolean {
  return /^\d+[a-z]?$/i.test(name.trim())
}
