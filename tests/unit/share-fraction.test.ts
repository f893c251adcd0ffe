import { describe, expect, it } from 'vitest'
import { formatShare, reduceShare } from '@/domain/share-fraction'

describe('formatShare', () => {
  it.each([
    [1, 2, '½'],
    [1, 3, '⅓'],
    [2, 3, '⅔'],
    [1, 4, '¼'],
    [2, 4, '½'],
    [3, 4, '¾'],
    [4, 6, '⅔'],
    [1, 6, '⅙'],
    [5, 6, '⅚'],
    [1, 7, '⅐'],
    [2, 7, '2/7'],
    [3, 8, '⅜'],
    [1, 10, '⅒'],
    [3, 10, '3/10'],
    [1, 11, '1/11'],
    [5, 12, '5/12'],
    [6, 12, '½'],
  ])('%i of %i → %s', (parts, of, expected) => expect(formatShare(parts, of)).toBe(expected))
})

describe('reduceShare', () => {
  it.each([
    [2, 4, { parts: 1, of: 2 }],
    [3, 9, { parts: 1, of: 3 }],
    [5, 12, { parts: 5, of: 12 }],
    [0, 3, { parts: 0, of: 3 }],
  ])('%i of %i', (parts, of, expected) => expect(reduceShare(parts, of)).toEqual(expected))
})
