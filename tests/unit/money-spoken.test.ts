import { describe, expect, it } from 'vitest'
import { formatMoneySpoken } from '@/components/ui/money'

// Intl may use no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('formatMoneySpoken', () => {
  it.each([
    [1050, 'EUR', 'en', '10.50 euros'],
    [123_450, 'EUR', 'en', '1,234.50 euros'],
    [1050, 'EUR', 'it', '10,50 euro'],
    [100, 'EUR', 'en', '1.00 euros'],
    [1500, 'JPY', 'en', '1,500 Japanese yen'],
    [12_500, 'JPY', 'it', '12.500 yen giapponesi'],
    [2500, 'USD', 'en', '25.00 US dollars'],
    [0, 'EUR', 'it', '0,00 euro'],
  ])('%i %s in %s → %s', (minor, currency, language, expected) => {
    expect(plain(formatMoneySpoken(minor, currency, language))).toBe(expected)
  })
})
