export interface MenuGroup<T> {
  category: string
  items: T[]
}

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()
}

/**
 * Menu items grouped by category in menu order, keeping only those whose name or category
 * contains the query (accents and case ignored: 'ragu' finds 'ragù').
 */
export function groupMenuItems<T extends { name: string; category: string }>(items: readonly T[], query = ''): MenuGroup<T>[] {
  const needle = normalise(query)
  const groups = new Map<string, T[]>()
  for (const item of items) {
    if (needle && !normalise(item.name).includes(needle) && !normalise(item.category).includes(needle)) continue
    const category = item.category.trim()
    const group = groups.get(category)
    if (group) group.push(item)
    else groups.set(category, [item])
  }
  return [...groups].map(([category, groupItems]) => ({ category, items: groupItems }))
}
