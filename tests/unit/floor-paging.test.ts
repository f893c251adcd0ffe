import { describe, expect, it } from 'vitest'
import { getPageRange } from '@/lib/paging'

describe('getPageRange', () => {
  it.each([
    // page, perPage, total → from, to, totalPages
    [1, 20, 45, 1, 20, 3],
    [2, 20, 45, 21, 40, 3],
    [3, 20, 45, 41, 45, 3],
    [1, 20, 20, 1, 20, 1],
    [1, 10, 0, 0, 0, 1],
    [9, 20, 45, 41, 45, 3],
    [0, 20, 45, 1, 20, 3],
    [1, 0, 3, 1, 1, 3],
  ])('page %i × %i of %i → %i–%i (%i pages)', (page, perPage, total, from, to, totalPages) => {
    expect(getPageRange(page, perPage, total)).toEqual({ from, to, total, totalPages })
  })
})
