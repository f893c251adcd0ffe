import { describe, expect, it } from 'vitest'
import { BRAND_COLOR, getReadableTextColor, resolveThemeColor } from '@/lib/format/color'

describe('resolveThemeColor', () => {
  it.each([
    ['#7a2e1f', '#7a2e1f'],
    ['#ABCDEF', '#abcdef'],
    ['', BRAND_COLOR],
    [null, BRAND_COLOR],
    [undefined, BRAND_COLOR],
    ['red', BRAND_COLOR],
    ['#fff', BRAND_COLOR],
  ])('%j → %s', (input, expected) => {
    expect(resolveThemeColor(input)).toBe(expected)
  })
})

describe('getReadableTextColor', () => {
  it.each([
    ['#7a2e1f', '#ffffff'],
    ['#c2410c', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#ffffff', '#1f1a17'],
    ['#fde047', '#1f1a17'],
    ['#a7f3d0', '#1f1a17'],
  ])('on %s use %s', (background, text) => {
    expect(getReadableTextColor(background)).toBe(text)
  })
})
