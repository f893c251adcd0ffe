import { describe, expect, it } from 'vitest'
import { getLineLedger, getShareOptions, isLineBeingPaid, readOrderItemStatus, withoutHolds, type LedgerLine } from '@/domain/bill-ledger'
import { MAX_UNIT_SHARES } from '@/domain/bill-maths'
import type { OrderItemStatusRow } from '@/lib/api/pocketbase-types'

const line = (total: number, paid = 0, held = 0, shareOf = 0, sharesPaid = 0, sharesHeld = 0): LedgerLine => ({
  total_quantity: total,
  paid_quantity: paid,
  held_quantity: held,
  share_of: shareOf,
  shares_paid: sharesPaid,
  shares_held: sharesHeld,
})

describe('getLineLedger', () => {
  it.each([
    ['nothing paid or held', line(3), { freeUnits: 3, heldUnits: 0, unitInProgress: false, sharesLeft: 0 }],
    ['one paid, one held', line(3, 1, 1), { freeUnits: 1, heldUnits: 1, unitInProgress: false, sharesLeft: 0 }],
    ['everything held', line(2, 0, 2), { freeUnits: 0, heldUnits: 2, unitInProgress: false, sharesLeft: 0 }],
    ['a third paid of one unit: that unit is not free', line(2, 0, 0, 3, 1, 0), { freeUnits: 1, heldUnits: 0, unitInProgress: true, sharesLeft: 2 }],
    ['a third paid and a third held', line(1, 0, 0, 3, 1, 1), { freeUnits: 0, heldUnits: 0, unitInProgress: true, sharesLeft: 1 }],
    ['shared before, no unit in progress now', line(2, 1, 0, 2, 0, 0), { freeUnits: 1, heldUnits: 0, unitInProgress: false, sharesLeft: 0 }],
    ['share columns without a way are ignored', line(2, 0, 0, 0, 1, 1), { freeUnits: 2, heldUnits: 0, unitInProgress: false, sharesLeft: 0 }],
    ['more held than there is never goes negative', line(1, 1, 1), { freeUnits: 0, heldUnits: 1, unitInProgress: false, sharesLeft: 0 }],
  ])('%s', (_name, input, expected) => expect(getLineLedger(input)).toMatchObject(expected))
})

describe('isLineBeingPaid', () => {
  it.each([
    [line(2), false],
    [line(2, 0, 1), true],
    [line(2, 0, 0, 3, 1, 0), false],
    [line(2, 0, 0, 3, 0, 1), true],
  ])('%o → %s', (input, expected) => expect(isLineBeingPaid(input)).toBe(expected))
})

describe('getShareOptions', () => {
  it('offers 2 to 12 ways of a free unit, up to one part less than the whole', () => {
    const options = getShareOptions(line(1))
    expect(options?.ways).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, MAX_UNIT_SHARES])
    expect(options?.maxParts(3)).toBe(2)
    expect(options?.maxParts(12)).toBe(11)
    expect(options?.maxParts(13)).toBe(0)
  })

  it('needs a free unit beside the whole units chosen', () => {
    expect(getShareOptions(line(2), 1)).toBeDefined()
    expect(getShareOptions(line(2), 2)).toBeUndefined()
    expect(getShareOptions(line(2, 0, 1), 1)).toBeUndefined()
  })

  it('offers only the rest of a unit in progress, in its way', () => {
    const options = getShareOptions(line(2, 0, 0, 3, 1, 0), 1)
    expect(options?.ways).toEqual([3])
    expect(options?.maxParts(3)).toBe(2)
    expect(options?.maxParts(2)).toBe(0)
  })

  it('offers nothing when every share of the unit in progress is paid or held', () => {
    expect(getShareOptions(line(1, 0, 0, 3, 1, 2))).toBeUndefined()
  })

  it('keeps the way of a line shared before (a line is shared one way)', () => {
    expect(getShareOptions(line(3, 1, 0, 4, 0, 0))?.ways).toEqual([4])
  })
})

describe('withoutHolds', () => {
  it('drops what live claims hold and keeps what is paid', () => {
    expect(withoutHolds([line(3, 1, 1, 3, 1, 1)])).toEqual([line(3, 1, 0, 3, 1, 0)])
  })
})


const row = (paid: number, total: number, ledger: unknown): OrderItemStatusRow => ({
  id: 'line1',
  collectionId: 'c',
  collectionName: 'order_items_status',
  order: 'o1',
  item: 'i1',
  price: 900,
  total_quantity: total,
  paid_quantity: paid,
  ledger,
  created: '',
})

describe('readOrderItemStatus', () => {
  it('reads the view’s ledger JSON into the line’s fields', () => {
    const line = readOrderItemStatus(row(1, 3, { held: 1, of: 3, paidShares: 4, heldShares: 1 }))
    // 4 paid thirds: one whole unit (in paid_quantity) and one third of the unit in progress
    expect(line).toMatchObject({ held_quantity: 1, share_of: 3, shares_paid: 1, shares_held: 1 })
    expect(line).not.toHaveProperty('ledger')
  })

  it('counts no paid share toward a unit in progress once the line is paid', () => {
    expect(readOrderItemStatus(row(2, 2, { held: 0, of: 3, paidShares: 7, heldShares: 0 })).shares_paid).toBe(0)
  })

  it.each([[null], [{}], ['{}'], [{ held: -2, of: 'x', paidShares: 1.7 }]])('treats %j as nothing held or shared', (ledger) => {
    expect(readOrderItemStatus(row(0, 2, ledger))).toMatchObject({ held_quantity: 0, share_of: 0, shares_paid: 0, shares_held: 0 })
  })
})
