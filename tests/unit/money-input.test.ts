import { describe, expect, it } from 'vitest'
import { formatMoneyInput, parseMoneyInput } from '@/domain/money-input'

describe('money typed by staff', () => {
  it.each([
    ['12,50', 'EUR', 1250],
    ['12.5', 'EUR', 1250],
    ['12', 'EUR', 1200],
    ['0,05', 'EUR', 5],
    ['1.234,56', 'EUR', 123456],
    ['1,234.56', 'USD', 123456],
    ['€ 8', 'EUR', 800],
    ['0', 'EUR', 0],
    ['1500', 'JPY', 1500],
    ['12,345', 'EUR', null],
    ['1,5', 'JPY', null],
    ['1.234', 'EUR', null],
    ['', 'EUR', null],
    ['abc', 'EUR', null],
    ['-5', 'EUR', null],
    ['1.2.3', 'EUR', null],
  ])('parseMoneyInput(%j, %s) = %s', (text, currency, expected) => {
    expect(parseMoneyInput(text, currency)).toBe(expected)
  })

  it.each([
    [1250, 'EUR', '12,50'],
    [0, 'EUR', '0,00'],
    [5, 'EUR', '0,05'],
    [1500, 'JPY', '1500'],
  ])('formatMoneyInput(%i, %s) = %s and parses back', (minor, currency, text) => {
    expect(formatMoneyInput(minor, currency)).toBe(text)
    expect(parseMoneyInput(text, currency)).toBe(minor)
  })
})
