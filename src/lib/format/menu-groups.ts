// The menu as staff read it, in /admin/menu and in the order editor's picker alike. There is no
// category record, so one `sort_order` runs across the whole menu: a category sits where its
// first item does (docs/decisions/020).

export interface OrderedItem {
  id: string
  name: string
  category: string
  sort_order: number
}

export interface MenuCategory<T> {
  /** The category text of its items ('' for items without one). */
  name: string
  items: T[]
}

/** Menu order: sort_order, then name (Italian collation) for items that share a position. */
export function compareMenuItems(a: OrderedItem, b: OrderedItem): number {
  return a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'it')
}

/** Items grouped by category: categories by their first item, items by sort_order then name. */
export function groupMenu<T extends OrderedItem>(items: readonly T[]): MenuCategory<T>[] {
  const groups = new Map<string, T[]>()
  for (const item of [...items].sort(compareMenuItems)) {
    const name = item.category.trim()
    const group = groups.get(name)
    if (group) group.push(item)
    else groups.set(name, [item])
  }
  return [...groups].map(([name, grouped]) => ({ name, items: grouped }))
}

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()
}

/**
 * The grouped menu cut down to the items whose name or category contains the query (accents and
 * case ignored: 'ragu' finds 'ragù'); categories left empty go, the order stays.
 */
export function searchMenu<T extends OrderedItem>(menu: readonly MenuCategory<T>[], query: string): MenuCategory<T>[] {
  const needle = normalise(query)
  if (!needle) return [...menu]
  return menu.flatMap((category) => {
    const items = normalise(category.name).includes(needle) ? category.items : category.items.filter((item) => normalise(item.name).includes(needle))
    return items.length > 0 ? [{ name: category.name, items }] : []
  })
}
