import { describe, expect, it } from 'vitest'
import { getOverflowToastIds, getToastOffset, toastOptions } from '@/lib/browser/toast'

describe('toast options (SPEC §9)', () => {
  it.each([
    ['default', toastOptions.duration, 4_000],
    ['blank', toastOptions.blank?.duration, 4_000],
    ['error', toastOptions.error?.duration, 4_000],
    ['custom', toastOptions.custom?.duration, 4_000],
    ['success', toastOptions.success?.duration, 2_000],
    ['loading', toastOptions.loading?.duration, Number.POSITIVE_INFINITY],
  ])('%s lasts %d ms', (_type, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    [true, 60],
    [false, 16],
  ])('standalone=%s → offset %i px', (standalone, offset) => {
    expect(getToastOffset(standalone)).toBe(offset)
  })
})

describe('getOverflowToastIds', () => {
  const toasts = (count: number, visible = true) =>
    Array.from({ length: count }, (_, index) => ({ id: `t${index}`, visible }))

  it.each([
    ['none', toasts(0), []],
    ['exactly 20', toasts(20), []],
    ['21: the oldest goes', toasts(21), ['t20']],
    ['23: three oldest go', toasts(23), ['t20', 't21', 't22']],
    ['hidden ones do not count', [...toasts(20), { id: 'gone', visible: false }], []],
  ])('%s', (_name, list, expected) => {
    expect(getOverflowToastIds(list)).toEqual(expected)
  })
})
