import { describe, expect, it } from 'vitest'
import {
  canReleaseClaims,
  formatClaimPart,
  getClaimCoverage,
  isLiveClaim,
  type ClaimRow,
  type ClaimTransaction,
} from '@/features/orders/claims'
import { getReleaseErrorKey } from '@/features/orders/mutations'
import { FunctionError } from '@/lib/api/functions-client'

const claim = (overrides: Partial<ClaimTransaction> = {}): ClaimTransaction => ({
  status: 'pending',
  claim_expires_at: '2026-11-23 12:02:00.000Z',
  split_mode: 'full',
  split_total_guests: 0,
  split_paying_for: 0,
  ...overrides,
})

const row = (order_item: string, quantity: number, shares = 0, share_of = 0): ClaimRow => ({ order_item, quantity, shares, share_of })

describe('isLiveClaim', () => {
  const now = new Date('2026-11-23T12:00:00.000Z')
  it.each([
    ['pending, expiring later', claim(), true],
    ['pending, expiring this instant', claim({ claim_expires_at: '2026-11-23 12:00:00.000Z' }), false],
    ['pending, lapsed', claim({ claim_expires_at: '2026-11-23 11:59:59.000Z' }), false],
    ['pending, no expiry', claim({ claim_expires_at: '' }), false],
    ['completed', claim({ status: 'completed' }), false],
    ['failed (released or swept)', claim({ status: 'failed' }), false],
  ])('%s → %s', (_name, value, live) => {
    expect(isLiveClaim(value, now)).toBe(live)
  })
})

describe('getClaimCoverage', () => {
  it.each([
    ['the whole bill', claim(), [], { kind: 'full' }],
    ['one equal share of three', claim({ split_mode: 'equal', split_total_guests: 3, split_paying_for: 1 }), [], { kind: 'equal', payingFor: 1, totalGuests: 3 }],
    ['two equal shares of four', claim({ split_mode: 'equal', split_total_guests: 4, split_paying_for: 2 }), [], { kind: 'equal', payingFor: 2, totalGuests: 4 }],
    [
      'whole units and a third of a unit',
      claim({ split_mode: 'items' }),
      [row('pizza', 2), row('wine', 0, 1, 3)],
      {
        kind: 'items',
        parts: [
          { kind: 'units', orderItemId: 'pizza', quantity: 2 },
          { kind: 'shares', orderItemId: 'wine', shares: 1, shareOf: 3 },
        ],
      },
    ],
    ['items without rows', claim({ split_mode: 'items' }), [], { kind: 'items', parts: [] }],
  ] as const)('%s', (_name, value, rows, coverage) => {
    expect(getClaimCoverage(value, rows)).toEqual(coverage)
  })
})

describe('formatClaimPart', () => {
  // no-break spaces keep the count with the name
  it('names shares with their fraction and whole units with their count', () => {
    expect(formatClaimPart({ kind: 'shares', orderItemId: 'wine', shares: 1, shareOf: 3 }, 'Vino rosso')).toBe('⅓\u00a0·\u00a0Vino rosso')
    expect(formatClaimPart({ kind: 'units', orderItemId: 'pizza', quantity: 2 }, 'Pizza margherita')).toBe('2\u00a0×\u00a0Pizza margherita')
  })
})

describe('canReleaseClaims', () => {
  it.each([
    ['admin', true],
    ['manager', true],
    ['waiter', false],
  ] as const)('%s → %s', (role, allowed) => {
    expect(canReleaseClaims(role)).toBe(allowed)
  })
})

describe('getReleaseErrorKey', () => {
  it.each([
    ['another company’s claim', new FunctionError(404, 'not found', 'claim_not_found'), 'claim_not_found'],
    ['a claim that ended', new FunctionError(409, 'ended', 'claim_ended'), 'claim_ended'],
    ['a waiter’s call', new FunctionError(403, 'Your role cannot release payments in progress.'), 'forbidden'],
    ['no connection', new FunctionError(0, 'Failed to fetch'), 'network'],
    ['a server failure', new FunctionError(500, 'boom'), undefined],
    ['any other error', new Error('boom'), undefined],
  ])('%s → %s', (_name, error, key) => {
    expect(getReleaseErrorKey(error)).toBe(key)
  })
})
