/** Page sizes offered by list screens ('from–to of total' with a page-size selector). */
export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20

export interface PageRange {
  /** 1-based position of the first row shown; 0 when the list is empty. */
  from: number
  /** Position of the last row shown. */
  to: number
  total: number
  totalPages: number
}

/** Which rows a page shows, e.g. page 2 of 20 per page out of 45 → 21–40 of 45. */
export function getPageRange(page: number, perPage: number, total: number): PageRange {
  const size = Math.max(1, Math.floor(perPage))
  const count = Math.max(0, Math.floor(total))
  const totalPages = Math.max(1, Math.ceil(count / size))
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages)
  if (count === 0) return { from: 0, to: 0, total: 0, totalPages }
  const from = (current - 1) * size + 1
  return { from, to: Math.min(count, current * size), total: count, totalPages }
}

function readPositiveInt(value: string | null, fallback: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** Page and page size from a list's address (`?page=&perPage=`); anything odd falls back to the defaults. */
export function readPagingParams(params: URLSearchParams): { page: number; perPage: number } {
  const perPage = readPositiveInt(params.get('perPage'), DEFAULT_PAGE_SIZE)
  return {
    page: readPositiveInt(params.get('page'), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  }
}
