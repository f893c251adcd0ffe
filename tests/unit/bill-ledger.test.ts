import { describe, expect, it } from 'vitest'
import { getLineLedger, getShareOptions, isLineBeingPaid, withoutHolds, type LedgerLine } from '@/lib/bill-ledger'
import { MAX_UNIT_SHARES } from '@/lib/bill-maths'

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
