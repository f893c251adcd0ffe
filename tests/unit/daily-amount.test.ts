import { describe, expect, it } from 'vitest'
import { readDailyAmount } from '@/features/cassa/epson-response'

const answer = (dailyAmount?: string) => ({ success: true, code: '', status: 0, info: (dailyAmount === undefined ? {} : { dailyAmount }) as Record<string, string> })

describe("the closure's day amount", () => {
  it.each([
    ['176,40', 17640],
    ['0,00', 0],
    ['1234,5', 123450],
    ['12', 1200],
    ['-3,20', -320],
    [' 9,99 ', 999],
  ])('reads %s as %i cents', (text, cents) => {
    expect(readDailyAmount(answer(text))).toBe(cents)
  })

  it('gives nothing for an answer without one, or with another shape', () => {
    for (const text of [undefined, '', '1.234,56', 'abc', '1,234', '12,']) expect(readDailyAmount(answer(text))).toBeNull()
  })
})
