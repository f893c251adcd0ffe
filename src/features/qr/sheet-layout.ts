// The printed sheet: A4 pages of table cards in a fixed grid, with one dashed cut line on every
// edge a pair of scissors must follow, and never two lines on the same edge.

/** Cards across an A4 page. */
export const SHEET_COLUMNS = 2
/** Cards down an A4 page. */
export const SHEET_ROWS = 3

/** The items split into pages of `perPage` (the last one may hold fewer). */
export function paginate<T>(items: readonly T[], perPage = SHEET_COLUMNS * SHEET_ROWS): T[][] {
  if (perPage < 1) throw new RangeError('perPage must be at least 1')
  const pages: T[][] = []
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage))
  return pages
}

export interface CutEdges {
  top: boolean
  right: boolean
  bottom: boolean
  left: boolean
}

/**
 * Which edges of the card at `index` (of `count` on its page, filled row by row) carry a cut
 * line. Every card draws its top and left edges; the right and bottom ones only where no card
 * follows beside or below it to draw them as its own left and top.
 */
export function getCutEdges(index: number, count: number, columns = SHEET_COLUMNS): CutEdges {
  const column = index % columns
  const hasRightNeighbour = column < columns - 1 && index + 1 < count
  const hasNeighbourBelow = index + columns < count
  return { top: true, right: !hasRightNeighbour, bottom: !hasNeighbourBelow, left: true }
}
