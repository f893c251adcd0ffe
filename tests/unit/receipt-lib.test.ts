import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib.ts'

interface Receipt {
  to: string
  restaurant: string
  table: string
  orderNumber: number
  paidAt: string
  transactionId: string
  currency: string
  lines: { name: string; label: string; amount: number }[]
  base: number
  tip: number
  total: number
  method: string
  fiscal?: { number: string; atClose?: boolean } | null
}

const lib = loadHookLib<{
  formatMoney(minor: number, currency: string): string
  receiptMail(r: Receipt): { subject: string; text: string; html: string }
}>('receipt-lib.js')

const receipt: Receipt = {
  to: 'diner@example.com',
  restaurant: 'Da <Mario> & figli',
  table: '4',
  orderNumber: 102,
  paidAt: '2026-11-23 20:41:07.123Z',
  transactionId: 'abc123def456ghi',
  currency: 'EUR',
  lines: [
    { name: 'Margherita', label: '2 ×', amount: 1700 },
    { name: 'Vino rosso', label: '⅓ ·', amount: 600 },
  ],
  base: 2300,
  tip: 175,
  total: 3675,
  method: 'apple_pay',
}

describe('pb_hooks/receipt-lib.js', () => {
  it.each([
    [1250, 'EUR', '12,50 EUR'],
    [5, 'EUR', '0,05 EUR'],
    [1500, 'JPY', '1500 JPY'],
  ])('formats %i %s as %s', (minor, currency, expected) => {
    expect(lib.formatMoney(minor, currency)).toBe(expected)
  })

  it('itemises the payment in Italian, then English', () => {
    const mail = lib.receiptMail(receipt)
    expect(mail.subject).toBe('Ricevuta Da <Mario> & figli · Receipt 36,75 EUR')
    expect(mail.text.split('\n')).toEqual([
      'Grazie! Hai pagato 36,75 EUR da Da <Mario> & figli (tavolo 4, ordine n. 102).',
      'Thank you! You paid 36,75 EUR at Da <Mario> & figli (table 4, order no. 102).',
      '',
      '2 × Margherita: 17,00 EUR',
      '⅓ · Vino rosso: 6,00 EUR',
      'Conto / Bill: 23,00 EUR',
      'Mancia / Tip: 1,75 EUR',
      'Totale pagato / Total paid: 36,75 EUR',
      '',
      '2026-11-23 20:41 UTC · apple_pay · abc123def456ghi',
    ])
  })

  it("names the documento commerciale once printed, else says the till prints it", () => {
    const printed = lib.receiptMail({ ...receipt, fiscal: { number: '0046-0012' } })
    expect(printed.text).toContain('\nDocumento commerciale n. 0046-0012 · Fiscal receipt no. 0046-0012\n2026-11-23')
    expect(printed.html).toContain('Documento commerciale n. 0046-0012')
    expect(lib.receiptMail({ ...receipt, fiscal: { number: '' } }).text).toContain('Il documento commerciale è stampato alla cassa del ristorante.')
    expect(lib.receiptMail({ ...receipt, fiscal: { number: '', atClose: true } }).text).toContain('quando il conto viene chiuso')
    // a restaurant without a fiscal printer: not a word about it
    expect(lib.receiptMail({ ...receipt, fiscal: null }).text).not.toContain('documento')
  })

  it('escapes what staff typed into the HTML', () => {
    const { html } = lib.receiptMail(receipt)
    expect(html).toContain('Da &lt;Mario&gt; &amp; figli')
    expect(html).not.toContain('<Mario>')
  })
})
