import { describe, expect, it } from 'vitest'
import { createOrderContext, getOrderContextKey, parseOrderContext } from '@/routes/diner/order-store'

describe('createOrderContext', () => {
  it('starts with the SPEC §3 defaults', () => {
    expect(createOrderContext('o1')).toEqual({
      orderId: 'o1',
      selectedItems: [],
      totalGuests: 0,
      payingFor: 0,
      orderPaymentType: 'pay-full',
      contextTipMode: 'fixed',
      contextTipAmount: 0,
      tipChosen: false,
    })
  })
})

describe('parseOrderContext', () => {
  const stored = {
    orderId: 'o1',
    selectedItems: [{ orderItemId: 'a', quantity: 2 }],
    totalGuests: 3,
    payingFor: 2,
    orderPaymentType: 'split-items',
    contextTipMode: 'percent',
    contextTipAmount: 10,
    tipChosen: true,
  }
  it.each([
    ['nothing stored', null, 'o1', createOrderContext('o1')],
    ['not JSON', '{nope', 'o1', createOrderContext('o1')],
    ['not an object', '42', 'o1', createOrderContext('o1')],
    ['another order starts afresh', JSON.stringify(stored), 'o2', createOrderContext('o2')],
    ['the same order is restored', JSON.stringify(stored), 'o1', stored],
    [
      'bad fields fall back one by one',
      JSON.stringify({
        ...stored,
        selectedItems: [{ orderItemId: 'a', quantity: -1 }, { orderItemId: 3 }, { orderItemId: 'b', quantity: 1 }],
        totalGuests: 2.5,
        orderPaymentType: 'split-everything',
        contextTipMode: 'weird',
        contextTipAmount: -5,
        tipChosen: 'yes',
      }),
      'o1',
      { ...createOrderContext('o1'), selectedItems: [{ orderItemId: 'b', quantity: 1 }], payingFor: 2 },
    ],
    [
      'shares of one unit survive a reload; bad shares are dropped',
      JSON.stringify({
        ...stored,
        selectedItems: [
          { orderItemId: 'vino', quantity: 0, share: { parts: 1, of: 3 } },
          { orderItemId: 'acqua', quantity: 1, share: { parts: 2, of: 2 } },
          { orderItemId: 'pane', quantity: 0, share: { parts: 1, of: 13 } },
          { orderItemId: 'olio', quantity: 0, share: 'half' },
          { orderItemId: 'torta', quantity: 2, share: { parts: 1.5, of: 4 } },
        ],
      }),
      'o1',
      {
        ...stored,
        selectedItems: [
          { orderItemId: 'vino', quantity: 0, share: { parts: 1, of: 3 } },
          { orderItemId: 'acqua', quantity: 1 },
          { orderItemId: 'torta', quantity: 2 },
        ],
      },
    ],
  ])('%s', (_name, raw, orderId, expected) => expect(parseOrderContext(raw, orderId)).toEqual(expected))
})

describe('getOrderContextKey', () => {
  it('is one key per table', () => {
    expect(getOrderContextKey('t1')).toBe('conto.order.t1')
    expect(getOrderContextKey('t1')).not.toBe(getOrderContextKey('t2'))
  })
})
