import { describe, expect, it } from 'vitest'
import { getCutEdges, paginate } from '@/features/qr/sheet-layout'

describe('paginate', () => {
  it.each([
    [0, []],
    [1, [1]],
    [6, [6]],
    [7, [6, 1]],
    [12, [6, 6]],
    [13, [6, 6, 1]],
  ])('%i cards → pages of %j', (count, sizes) => {
    const pages = paginate(Array.from({ length: count }, (_, index) => index))
    expect(pages.map((page) => page.length)).toEqual(sizes)
    expect(pages.flat()).toEqual(Array.from({ length: count }, (_, index) => index))
  })

  it('refuses pages of nothing', () => {
    expect(() => paginate([1], 0)).toThrow(RangeError)
  })
})

describe('getCutEdges', () => {
  const edges = (count: number) =>
    Array.from({ length: count }, (_, index) => {
      const { top, right, bottom, left } = getCutEdges(index, count)
      return [top && 't', right && 'r', bottom && 'b', left && 'l'].filter(Boolean).join('')
    })

  it.each([
    // a full page: inner edges drawn once, by the card to the right or below
    [6, ['tl', 'trl', 'tl', 'trl', 'tbl', 'trbl']],
    // one card alone: a whole frame
    [1, ['trbl']],
    // an odd last card closes its right edge; the card above an empty slot closes its bottom
    [3, ['tl', 'trbl', 'trbl']],
    [4, ['tl', 'trl', 'tbl', 'trbl']],
    [5, ['tl', 'trl', 'tl', 'trbl', 'trbl']],
  ])('%i cards on a page → %j', (count, expected) => {
    expect(edges(count)).toEqual(expected)
  })

  it('draws every edge of every card exactly once', () => {
    for (let count = 1; count <= 6; count += 1) {
      const drawn = new Map<string, number>()
      const mark = (key: string) => drawn.set(key, (drawn.get(key) ?? 0) + 1)
      for (let index = 0; index < count; index += 1) {
        const column = index % 2
        const row = Math.floor(index / 2)
        const cut = getCutEdges(index, count)
        if (cut.top) mark(`h${row}:${column}`)
        if (cut.bottom) mark(`h${row + 1}:${column}`)
        if (cut.left) mark(`v${column}:${row}`)
        if (cut.right) mark(`v${column + 1}:${row}`)
      }
      expect([...drawn.values()].every((times) => times === 1)).toBe(true)
      // each card has four edges; a shared one counts once
      const shared = Array.from({ length: count }, (_, index) => index).reduce(
        (sum, index) => sum + (index % 2 === 0 && index + 1 < count ? 1 : 0) + (index + 2 < count ? 1 : 0),
        0,
      )
      expect(drawn.size).toBe(count * 4 - shared)
    }
  })
})
