import { describe, expect, it } from 'vitest'
import {
  changePayingFor,
  changeTotalGuests,
  countPositions,
  getDefaultPayingFor,
  getPaymentTypeOnSplitEntry,
  getSelectedLines,
  getSelectionBase,
  getUnpaidQuantity,
  isItemFullyPaid,
  reconcileSelection,
  resolveGuestSplit,
  setItemQuantity,
  toSplitPayload,
  type OrderPaymentType,
  type PaymentSelection,
  type SelectedItem,
} from '@/features/split/split-state'
import { MAX_SPLIT_GUESTS } from '@/lib/bill-maths'
import type { OrderItemStatusRecord } from '@/lib/pocketbase-types'

const line = (id: string, price: number, total: number, paid = 0): OrderItemStatusRecord => ({
  id,
  collectionId: 'c',
  collectionName: 'order_items_status',
  order: 'o1',
  item: `item-${id}`,
  price,
  total_quantity: total,
  held_quantity: 0,
  share_of: 0,
  shares_paid: 0,
  shares_held: 0,
  paid_quantity: paid,
  created: '',
  expand: { item: { id: `item-${id}`, collectionId: 'i', collectionName: 'items', restaurant: 'r1', name: `Item ${id}`, description: '', category: 'Menu', price, available: true, created: '', updated: '' } },
})

// Table 4 of the demo: 97,00 € with a pizza and a beer paid.
const items = [line('coperto', 250, 4), line('pizza', 800, 2, 1), line('birra', 550, 3, 1), line('caffe', 150, 4), line('tiramisu', 650, 2, 2)]

describe('getDefaultPayingFor', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 3],
    [10, 9],
    [0, 1],
  ])('%i guests → paying for %i', (guests, payingFor) => expect(getDefaultPayingFor(guests)).toBe(payingFor))
})

describe('resolveGuestSplit', () => {
  it.each([
    ['nothing chosen: the order guests and the default', { totalGuests: 0, payingFor: 0 }, 4, { totalGuests: 4, payingFor: 3 }],
    ['nothing chosen, one guest', { totalGuests: 0, payingFor: 0 }, 1, { totalGuests: 1, payingFor: 1 }],
    ['an order without guests counts as one', { totalGuests: 0, payingFor: 0 }, 0, { totalGuests: 1, payingFor: 1 }],
    ['the diner chose guests: default paying-for', { totalGuests: 3, payingFor: 0 }, 4, { totalGuests: 3, payingFor: 2 }],
    ['both chosen', { totalGuests: 3, payingFor: 2 }, 4, { totalGuests: 3, payingFor: 2 }],
    ['a stale paying-for is capped', { totalGuests: 2, payingFor: 5 }, 4, { totalGuests: 2, payingFor: 2 }],
    ['too many guests are capped', { totalGuests: MAX_SPLIT_GUESTS + 1, payingFor: 1 }, 4, { totalGuests: MAX_SPLIT_GUESTS, payingFor: 1 }],
  ])('%s', (_name, stored, orderGuests, expected) => expect(resolveGuestSplit(stored, orderGuests)).toEqual(expected))
})

describe('changeTotalGuests', () => {
  it.each([
    ['raising keeps paying-for', { totalGuests: 3, payingFor: 2 }, 4, { totalGuests: 4, payingFor: 2 }],
    ['lowering below paying-for lowers it', { totalGuests: 4, payingFor: 3 }, 2, { totalGuests: 2, payingFor: 2 }],
    ['never below one guest', { totalGuests: 1, payingFor: 1 }, 0, { totalGuests: 1, payingFor: 1 }],
    ['negative input', { totalGuests: 3, payingFor: 2 }, -4, { totalGuests: 1, payingFor: 1 }],
    ['fractions are dropped', { totalGuests: 3, payingFor: 2 }, 5.7, { totalGuests: 5, payingFor: 2 }],
    ['NaN is one guest', { totalGuests: 3, payingFor: 2 }, Number.NaN, { totalGuests: 1, payingFor: 1 }],
    ['capped at the maximum', { totalGuests: 3, payingFor: 2 }, 10_000, { totalGuests: MAX_SPLIT_GUESTS, payingFor: 2 }],
  ])('%s', (_name, current, next, expected) => expect(changeTotalGuests(current, next)).toEqual(expected))
})

describe('changePayingFor', () => {
  it.each([
    ['within bounds', { totalGuests: 4, payingFor: 1 }, 3, 3],
    ['raising is capped at the guests', { totalGuests: 3, payingFor: 3 }, 4, 3],
    ['never below one', { totalGuests: 3, payingFor: 1 }, 0, 1],
    ['NaN is one', { totalGuests: 3, payingFor: 2 }, Number.NaN, 1],
  ])('%s', (_name, current, next, payingFor) =>
    expect(changePayingFor(current, next)).toEqual({ totalGuests: current.totalGuests, payingFor }),
  )
})

describe('getPaymentTypeOnSplitEntry', () => {
  it.each<[OrderPaymentType, OrderPaymentType]>([
    ['pay-full', 'split-equal'],
    ['split-equal', 'split-equal'],
    ['split-items', 'split-items'],
  ])('%s → %s', (type, expected) => expect(getPaymentTypeOnSplitEntry(type)).toBe(expected))
})

describe('unpaid quantities', () => {
  it.each([
    ['nothing paid', line('a', 100, 3), 3, false],
    ['part paid', line('a', 100, 3, 1), 2, false],
    ['all paid', line('a', 100, 3, 3), 0, true],
    ['over-paid reads as none left', line('a', 100, 2, 5), 0, true],
    ['an empty line is not "paid"', line('a', 100, 0), 0, false],
  ])('%s', (_name, item, unpaid, fullyPaid) => {
    expect(getUnpaidQuantity(item)).toBe(unpaid)
    expect(isItemFullyPaid(item)).toBe(fullyPaid)
  })
})

describe('setItemQuantity', () => {
  const pizza = items[1]!
  it.each<[string, SelectedItem[], number, SelectedItem[]]>([
    ['adds a line', [], 1, [{ orderItemId: 'pizza', quantity: 1 }]],
    ['caps at the unpaid quantity', [], 5, [{ orderItemId: 'pizza', quantity: 1 }]],
    ['zero removes the line', [{ orderItemId: 'pizza', quantity: 1 }], 0, []],
    ['negative removes the line', [{ orderItemId: 'pizza', quantity: 1 }], -2, []],
    [
      'changes in place, keeping the order',
      [
        { orderItemId: 'pizza', quantity: 1 },
        { orderItemId: 'birra', quantity: 1 },
      ],
      1,
      [
        { orderItemId: 'pizza', quantity: 1 },
        { orderItemId: 'birra', quantity: 1 },
      ],
    ],
  ])('%s', (_name, selected, quantity, expected) => expect(setItemQuantity(selected, pizza, quantity)).toEqual(expected))
})

describe('reconcileSelection', () => {
  it('drops vanished lines and lowers quantities others paid meanwhile', () => {
    const selected = [
      { orderItemId: 'birra', quantity: 2 },
      { orderItemId: 'gone', quantity: 1 },
      { orderItemId: 'tiramisu', quantity: 1 },
      { orderItemId: 'caffe', quantity: 4 },
    ]
    expect(reconcileSelection(selected, items)).toEqual([
      { orderItemId: 'birra', quantity: 2 },
      { orderItemId: 'caffe', quantity: 4 },
    ])
  })
})

describe('countPositions and getSelectedLines', () => {
  it.each<[string, SelectedItem[], number, number]>([
    ['nothing', [], 0, 0],
    ['one coffee', [{ orderItemId: 'caffe', quantity: 1 }], 1, 150],
    [
      'two beers and a cover',
      [
        { orderItemId: 'birra', quantity: 2 },
        { orderItemId: 'coperto', quantity: 1 },
      ],
      3,
      1350,
    ],
  ])('%s', (_name, selected, positions, subtotal) => {
    expect(countPositions(selected)).toBe(positions)
    expect(getSelectedLines(selected, items).reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)).toBe(subtotal)
  })
})

describe('getSelectionBase', () => {
  const bill = { totalAmount: 9700, paidAmount: 1350 }
  const guests = { totalGuests: 4, payingFor: 3 }
  it.each<[string, PaymentSelection, { totalAmount: number; paidAmount: number }, number]>([
    ['pay full: what is left', { type: 'pay-full', guests, selectedItems: [] }, bill, 8350],
    ['equal: shares of the whole bill, capped at what is left', { type: 'split-equal', guests, selectedItems: [] }, bill, 7275],
    ['equal 2 of 3 on 100,00 €', { type: 'split-equal', guests: { totalGuests: 3, payingFor: 2 }, selectedItems: [] }, { totalAmount: 10_000, paidAmount: 0 }, 6666],
    ['equal 1 of 3 JPY', { type: 'split-equal', guests: { totalGuests: 3, payingFor: 1 }, selectedItems: [] }, { totalAmount: 1000, paidAmount: 0 }, 333],
    ['items: the subtotal', { type: 'split-items', guests, selectedItems: [{ orderItemId: 'caffe', quantity: 2 }] }, bill, 300],
    ['items: nothing chosen', { type: 'split-items', guests, selectedItems: [] }, bill, 0],
    ['a paid bill has nothing to pay', { type: 'pay-full', guests, selectedItems: [] }, { totalAmount: 9700, paidAmount: 9700 }, 0],
  ])('%s', (_name, selection, numbers, expected) => expect(getSelectionBase(selection, numbers, items)).toBe(expected))
})

describe('toSplitPayload', () => {
  const guests = { totalGuests: 3, payingFor: 2 }
  it.each<[OrderPaymentType, string]>([
    ['pay-full', 'full'],
    ['split-equal', 'equal'],
    ['split-items', 'items'],
  ])('%s sends mode %s', (type, mode) => {
    const payload = toSplitPayload({ type, guests, selectedItems: [{ orderItemId: 'caffe', quantity: 9 }] }, items)
    expect(payload.mode).toBe(mode)
    expect(payload.totalGuests).toBe(3)
    expect(payload.payingFor).toBe(2)
    // items only for the items split, and never more than is unpaid
    expect(payload.items).toEqual(type === 'split-items' ? [{ orderItemId: 'caffe', quantity: 4 }] : [])
  })
})
