// Changing the menu's order: moving categories and items, the positions that then change, and
// where an imported file puts its rows. How the order reads lives in src/lib/format/menu-groups.ts,
// shared with the order editor's picker.
import type { MenuCategory, OrderedItem } from '@/lib/format/menu-groups'
import { getNameKey } from '@/lib/format/text'
import type { MenuCsvRow } from './menu-csv'

function move<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta
  if (index < 0 || target < 0 || index >= list.length || target >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

/** The menu with one category moved up (-1) or down (+1). */
export function moveCategory<T>(menu: readonly MenuCategory<T>[], index: number, delta: -1 | 1): MenuCategory<T>[] {
  return move(menu, index, delta)
}

/** The menu with one item moved up (-1) or down (+1) within its category. */
export function moveItem<T>(menu: readonly MenuCategory<T>[], categoryIndex: number, itemIndex: number, delta: -1 | 1): MenuCategory<T>[] {
  return menu.map((category, index) => (index === categoryIndex ? { ...category, items: move(category.items, itemIndex, delta) } : category))
}

/** The sort_order each item must get for the menu to read in this order (only those that change). */
export function getSortChanges(menu: readonly MenuCategory<OrderedItem>[]): { id: string; sort_order: number }[] {
  return menu
    .flatMap((category) => category.items)
    .flatMap((item, position) => (item.sort_order === position ? [] : [{ id: item.id, sort_order: position }]))
}

export interface ImportPlan {
  creates: (MenuCsvRow & { sort_order: number })[]
  updates: (MenuCsvRow & { sort_order: number; id: string })[]
}

/**
 * What an import does: a row whose name the menu already has updates that item, any other row
 * creates one; the file's order becomes the menu's order. Items the file does not name stay.
 */
export function planMenuImport(rows: readonly MenuCsvRow[], existing: readonly OrderedItem[]): ImportPlan {
  const byName = new Map(existing.map((item) => [getNameKey(item.name), item.id]))
  const plan: ImportPlan = { creates: [], updates: [] }
  rows.forEach((row, sort_order) => {
    const id = byName.get(getNameKey(row.name))
    if (id) plan.updates.push({ ...row, sort_order, id })
    else plan.creates.push({ ...row, sort_order })
  })
  return plan
}
