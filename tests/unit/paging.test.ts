import { describe, expect, it } from 'vitest'
import { getPageRange, readPagingParams } from '@/lib/live/paging'

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

describe('readPagingParams', () => {
  it.each([
    ['', { page: 1, perPage: 20 }],
    ['page=3&perPage=50', { page: 3, perPage: 50 }],
    ['page=0&perPage=7', { page: 1, perPage: 20 }],
    ['page=-2&perPage=abc', { page: 1, perPage: 20 }],
    ['page=2.5&perPage=100', { page: 1, perPage: 100 }],
  ])('?%s → %o', (query, expected) => {
    expect(readPagingParams(new URLSearchParams(query))).toEqual(expected)
  })
})
