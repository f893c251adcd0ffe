import { describe, expect, it } from 'vitest'
import { checkRecordForm, endsDinerPayment, getInitialRecordMode, type RecordForm } from '@/features/orders/record-payment'
import { orderItemStatusRecord } from '../support/diner-records.ts'

const lines = [
  orderItemStatusRecord('pizza', 'Pizza', 900, 2),
  orderItemStatusRecord('wine', 'Vino', 2400, 1),
  orderItemStatusRecord('water', 'Acqua', 300, 1, { paid_quantity: 1 }),
]

// 2 × 9,00 + 24,00 + 3,00 = 45,00 €, 3,00 € paid, 5,00 € held by a diner paying now: staff
// always win (decision 026), so what the diner holds is available to record
const bill = { total: 4500, paid: 300, held: 500, currency: 'EUR' }

function form(overrides: Partial<RecordForm> = {}): RecordForm {
  return { method: 'cash', mode: 'full', amountText: '', guests: { totalGuests: 4, payingFor: 1 }, items: [], tipText: '', ...overrides }
}

describe('checkRecordForm', () => {
  it.each([
    ['the rest: everything not paid, held or not', form(), { base: 4200, tip: 0, total: 4200, split: { mode: 'full' } }],
    ['an amount typed the Italian way', form({ mode: 'amount', amountText: '20,00' }), { base: 2000, tip: 0, total: 2000, split: { mode: 'amount', amount: 2000 } }],
    ['an amount with a tip', form({ mode: 'amount', amountText: '20', tipText: '1,50' }), { base: 2000, tip: 150, total: 2150, split: { mode: 'amount', amount: 2000 } }],
    [
      'one of four equal shares of the whole bill',
      form({ mode: 'equal' }),
      { base: 1125, tip: 0, total: 1125, split: { mode: 'equal', totalGuests: 4, payingFor: 1 } },
    ],
    [
      'the last shares pay what is left',
      form({ mode: 'equal', guests: { totalGuests: 4, payingFor: 4 } }),
      { base: 4200, tip: 0, total: 4200, split: { mode: 'equal', totalGuests: 4, payingFor: 4 } },
    ],
    [
      'items: a whole pizza and a third of the wine',
      form({ mode: 'items', items: [{ orderItemId: 'pizza', quantity: 1 }, { orderItemId: 'wine', quantity: 0, share: { parts: 1, of: 3 } }] }),
      {
        base: 1700,
        tip: 0,
        total: 1700,
        split: { mode: 'items', items: [{ orderItemId: 'pizza', quantity: 1 }, { orderItemId: 'wine', quantity: 0, share: { parts: 1, of: 3 } }] },
      },
    ],
  ])('%s', (_label, value, expected) => {
    expect(checkRecordForm(value, bill, lines)).toEqual({ ok: true, ...expected })
  })

  it.each([
    ['nothing left once payments cover the bill', form(), { ...bill, paid: 4500 }, 'nothingLeft'],
    ['an empty amount', form({ mode: 'amount' }), bill, 'amountInvalid'],
    ['an amount of zero', form({ mode: 'amount', amountText: '0' }), bill, 'amountInvalid'],
    ['an ambiguous amount', form({ mode: 'amount', amountText: '1.234' }), bill, 'amountInvalid'],
    ['more than is left to pay', form({ mode: 'amount', amountText: '42,01' }), bill, 'amountTooLarge'],
    ['no item chosen', form({ mode: 'items' }), bill, 'chooseSomething'],
    ['a tip that is not an amount', form({ tipText: 'due euro' }), bill, 'tipInvalid'],
  ])('%s', (_label, value, numbers, problem) => {
    expect(checkRecordForm(value, numbers, lines)).toMatchObject({ ok: false, problem, available: Math.max(0, numbers.total - numbers.paid) })
  })
})

describe('the sheet while a diner holds part of the bill (issue 40)', () => {
  it.each([
    ['nothing held: the rest', { ...bill, held: 0 }, { mode: 'full', amountText: '' }],
    ['part held: exactly what is free', bill, { mode: 'amount', amountText: '37,00' }],
    ['all of it held: the rest, which says it ends the payment', { ...bill, held: 4200 }, { mode: 'full', amountText: '' }],
  ])('%s', (_name, held, expected) => {
    expect(getInitialRecordMode(held)).toEqual(expected)
  })

  it.each([
    ['what is free', form({ mode: 'amount', amountText: '37,00' }), false],
    ['a cent more than is free', form({ mode: 'amount', amountText: '37,01' }), true],
    ['the rest', form({ mode: 'full' }), true],
  ])('recording %s ends the diner’s payment: %s', (_name, filled, ends) => {
    expect(endsDinerPayment(checkRecordForm(filled, bill, lines), bill)).toBe(ends)
  })
})
