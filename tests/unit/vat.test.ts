import { describe, expect, it } from 'vitest'
import { formatVat, parseVatInput } from '@/lib/vat'

describe('parseVatInput', () => {
  it.each([
    ['22', '22'],
    ['10%', '10'],
    [' 10 % ', '10'],
    ['4,0', '4'],
    ['5.00', '5'],
    ['n2', 'N2'],
    ['', ''],
    ['  ', ''],
    ['21', null],
    ['N7', null],
    ['10,5', null],
    ['dieci', null],
  ])('%j → %j', (text, expected) => {
    expect(parseVatInput(text)).toBe(expected)
  })
})

describe('formatVat', () => {
  it('writes a rate with its % and a natura code as it is', () => {
    expect([formatVat('10'), formatVat('N2')]).toEqual(['10 %', 'N2'])
  })
})
