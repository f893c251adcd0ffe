import { describe, expect, it } from 'vitest'
import { getDinerUrl, getQrFileName, slugify } from '@/features/qr/diner-url'

describe('getDinerUrl', () => {
  it.each([
    ['https://conto.app', 'r1', 't1', 'https://conto.app/qr/r1/t1'],
    ['http://127.0.0.1:4174/', 'abc', 'xyz', 'http://127.0.0.1:4174/qr/abc/xyz'],
    ['https://conto.app', 'a b', 't/1', 'https://conto.app/qr/a%20b/t%2F1'],
  ])('%s + %s + %s', (origin, restaurant, table, url) => {
    expect(getDinerUrl(origin, restaurant, table)).toBe(url)
  })
})

describe('QR file names', () => {
  it.each([
    ['Trattoria Bella Vista', 'trattoria-bella-vista'],
    ["L'Osteria dell'Àngolo!", 'l-osteria-dell-angolo'],
    ['  ', ''],
  ])('slugify %j', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it('names a download after restaurant and table', () => {
    expect(getQrFileName('Trattoria Bella Vista', 'Tavolo 5', 'png')).toBe('qr-trattoria-bella-vista-tavolo-5.png')
    expect(getQrFileName('', 'Bar', 'svg')).toBe('qr-bar.svg')
  })
})
