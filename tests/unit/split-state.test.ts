import { describe, expect, it } from 'vitest'
import {
  getPaymentTypeOnSplitEntry,
  getSelectionBase,
  resolveGuestSplit,
  toSplitPayload,
  type OrderPaymentType,
  type PaymentSelection,
} from '@/features/split/split-state'
import {
  changePayingFor,
  changeTotalGuests,
  countPositions,
  getDefaultPayingFor,
  getSelectedLines,
  getShareAmount,
  getUnpaidQuantity,
  isLineChoosable,
  isItemFullyPaid,
  reconcileSelection,
  setItemQuantity,
  setItemShare,
  type SelectedItem,
} from '@/domain/bill-selection'
import { MAX_SPLIT_GUESTS } from '@/domain/bill-maths'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { orderItemStatusRecord } from '../support/diner-records.ts'

interface Ledger {
  held?: number
  shareOf?: number
  sharesPaid?: number
  sharesHeld?: number
}

const line = (id: string, price: number, total: number, paid = 0, ledger: Ledger = {}): OrderItemStatusRecord =>
  orderItemStatusRecord(id, `Item ${id}`, price, total, {
    paid_quantity: paid,
    held_quantity: ledger.held ?? 0,
    share_of: ledger.shareOf ?? 0,
    shares_paid: ledger.sharesPaid ?? 0,
    shares_held: ledger.sharesHeld ?? 0,
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

// The ledger of decision 018: what others hold is never choosable, and shares of one unit.
describe('whole units beside what others hold', () => {
  const wine = line('vino', 1200, 3, 1, { held: 1 })
  it('caps at the free units', () => expect(setItemQuantity([], wine, 5)).toEqual([{ orderItemId: 'vino', quantity: 1 }]))
  it('lowers a choice others have since claimed', () =>
    expect(reconcileSelection([{ orderItemId: 'vino', quantity: 2 }], [wine])).toEqual([{ orderItemId: 'vino', quantity: 1 }]))
  it.each([
    ['a free unit', line('a', 100, 2, 0, { held: 1 }), true],
    ['all held', line('a', 100, 2, 0, { held: 2 }), false],
    ['all held but shares of the unit in progress', line('a', 100, 1, 0, { shareOf: 3, sharesPaid: 1 }), true],
    ['every share taken', line('a', 100, 1, 0, { shareOf: 2, sharesPaid: 1, sharesHeld: 1 }), false],
  ])('isLineChoosable: %s', (_name, item, expected) => expect(isLineChoosable(item)).toBe(expected))
})

describe('shares of one unit', () => {
  const wine = line('vino', 1000, 1)
  const twoWines = line('vino', 1000, 2)
  const inProgress = line('vino', 1000, 1, 0, { shareOf: 3, sharesPaid: 1 })

  it.each<[string, OrderItemStatusRecord, SelectedItem[], { parts: number; of: number } | undefined, SelectedItem[]]>([
    ['takes a third of a free unit', wine, [], { parts: 1, of: 3 }, [{ orderItemId: 'vino', quantity: 0, share: { parts: 1, of: 3 } }]],
    ['a whole part is not a share', wine, [], { parts: 3, of: 3 }, [{ orderItemId: 'vino', quantity: 0, share: { parts: 2, of: 3 } }]],
    ['more than 12 ways is refused', wine, [], { parts: 1, of: 13 }, []],
    ['clearing the share drops an empty line', wine, [{ orderItemId: 'vino', quantity: 0, share: { parts: 1, of: 2 } }], undefined, []],
    [
      'a share of a new unit lowers the whole units to leave one free',
      twoWines,
      [{ orderItemId: 'vino', quantity: 2 }],
      { parts: 1, of: 2 },
      [{ orderItemId: 'vino', quantity: 1, share: { parts: 1, of: 2 } }],
    ],
    ['the unit in progress keeps its way', inProgress, [], { parts: 1, of: 2 }, []],
    ['and offers what is left of it', inProgress, [], { parts: 5, of: 3 }, [{ orderItemId: 'vino', quantity: 0, share: { parts: 2, of: 3 } }]],
  ])('%s', (_name, item, selected, share, expected) => expect(setItemShare(selected, item, share)).toEqual(expected))

  it('a share of a new unit leaves one unit out of the whole units', () => {
    const selected = setItemShare([], twoWines, { parts: 1, of: 2 })
    expect(setItemQuantity(selected, twoWines, 2)).toEqual([{ orderItemId: 'vino', quantity: 1, share: { parts: 1, of: 2 } }])
  })

  it('drops a share others have since made impossible, keeping the whole units', () => {
    const taken = line('vino', 1000, 2, 0, { shareOf: 4, sharesHeld: 3 })
    expect(reconcileSelection([{ orderItemId: 'vino', quantity: 1, share: { parts: 1, of: 3 } }], [taken])).toEqual([{ orderItemId: 'vino', quantity: 1 }])
  })

  it.each([
    ['a third of a new unit', wine, { parts: 1, of: 3 }, 333],
    ['two thirds of a new unit', wine, { parts: 2, of: 3 }, 666],
    ['the last third pays the rest', line('vino', 1000, 1, 0, { shareOf: 3, sharesPaid: 2 }), { parts: 1, of: 3 }, 334],
    ['the second third after one paid', inProgress, { parts: 1, of: 3 }, 333],
    ['the two thirds left after one paid', inProgress, { parts: 2, of: 3 }, 667],
    ['a half of an odd price', line('vino', 999, 1), { parts: 1, of: 2 }, 499],
    ['the other half of it', line('vino', 999, 1, 0, { shareOf: 2, sharesHeld: 1 }), { parts: 1, of: 2 }, 500],
  ])('getShareAmount: %s', (_name, item, share, amount) => expect(getShareAmount(item, share)).toBe(amount))

  it('shares count as positions and add their amount to the subtotal', () => {
    const selected: SelectedItem[] = [
      { orderItemId: 'caffe', quantity: 2 },
      { orderItemId: 'vino', quantity: 0, share: { parts: 1, of: 3 } },
    ]
    const lines = [...items, wine]
    expect(countPositions(selected)).toBe(3)
    expect(getSelectionBase({ type: 'split-items', guests: { totalGuests: 2, payingFor: 1 }, selectedItems: selected }, { totalAmount: 20_000, paidAmount: 0 }, lines)).toBe(
      300 + 333,
    )
  })

  it('toSplitPayload sends the share, and no share key for whole units', () => {
    const selected: SelectedItem[] = [
      { orderItemId: 'caffe', quantity: 1 },
      { orderItemId: 'vino', quantity: 0, share: { parts: 2, of: 3 } },
    ]
    const payload = toSplitPayload({ type: 'split-items', guests: { totalGuests: 2, payingFor: 1 }, selectedItems: selected }, [...items, wine])
    expect(payload.items).toEqual([
      { orderItemId: 'caffe', quantity: 1 },
      { orderItemId: 'vino', quantity: 0, share: { parts: 2, of: 3 } },
    ])
    expect(JSON.stringify(payload.items[0])).not.toContain('share')
  })
})

describe('getSelectionBase with what others hold', () => {
  const guests = { totalGuests: 2, payingFor: 1 }
  it.each<[string, PaymentSelection, number]>([
    ['pay full: total − paid − held', { type: 'pay-full', guests, selectedItems: [] }, 5000],
    ['equal: capped at what is not held', { type: 'split-equal', guests: { totalGuests: 2, payingFor: 2 }, selectedItems: [] }, 5000],
  ])('%s', (_name, selection, expected) =>
    expect(getSelectionBase(selection, { totalAmount: 10_000, paidAmount: 2000, heldAmount: 3000 }, items)).toBe(expected),
  )
})
