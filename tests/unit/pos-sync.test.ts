import { describe, expect, it } from 'vitest'
import {
  canRetry,
  getPollInterval,
  getUnsyncedState,
  isWorthTelling,
  POLL_WHILE_MISSING_MS,
  POLL_WHILE_SENDING_MS,
  POLL_WHILE_SYNCED_MS,
  type UnsyncedPayment,
} from '@/features/pos-sync/unsynced'

const payment = (more: Partial<UnsyncedPayment> = {}): UnsyncedPayment => ({
  deliveryId: 'del000000000001',
  event: 'payment.completed',
  createdAt: new Date(Date.now() - 5_000).toISOString(),
  status: 'pending',
  attempts: 1,
  lastStatus: 503,
  lastError: 'Answered 503.',
  sending: false,
  refusedByTill: false,
  transactionId: 'txn000000000001',
  orderId: 'ord000000000001',
  orderNumber: 3,
  tableName: '7',
  amount: 2200,
  currency: 'EUR',
  channel: 'cash',
  ...more,
})

describe("the floor's payments not in the POS yet", () => {
  it.each([
    ['a failed try', payment(), true],
    ['no answer at all (refused, timed out)', payment({ lastStatus: 0, lastError: 'ECONNREFUSED' }), true],
    ['out of tries', payment({ status: 'failed', attempts: 11 }), true],
    ['refused by the till', payment({ status: 'failed', refusedByTill: true }), true],
    ['sent again after a failure, in flight', payment({ sending: true, attempts: 2 }), true],
    // the seconds before the delivery loop's first try: every payment goes through them
    ['just taken, not tried yet', payment({ attempts: 0, lastStatus: 0, lastError: '' }), false],
    // no try for a minute: the delivery loop is not running, staff must know
    ['untried for two minutes', payment({ attempts: 0, lastStatus: 0, lastError: '', createdAt: new Date(Date.now() - 120_000).toISOString() }), true],
    ['its first try in flight', payment({ attempts: 1, lastStatus: 0, lastError: '', sending: true }), false],
    // a worker died mid-send: it will be tried again when its lease lapses
    ['tried, never reported', payment({ attempts: 1, lastStatus: 0, lastError: '', sending: false }), true],
  ])('%s: worth telling %s', (_label, row, expected) => {
    expect(isWorthTelling(row)).toBe(expected)
  })

  it.each([
    [{ status: 'pending', attempts: 2, sending: false, refusedByTill: false }, { kind: 'pending', tries: 2 }],
    [{ status: 'pending', attempts: 0, sending: false, refusedByTill: false }, { kind: 'pending', tries: 0 }],
    [{ status: 'failed', attempts: 11, sending: false, refusedByTill: false }, { kind: 'failed' }],
    // sent again: in flight, whatever it was before
    [{ status: 'pending', attempts: 12, sending: true, refusedByTill: false }, { kind: 'sending' }],
    // the till's own "no" (Lightspeed): nothing more to try
    [{ status: 'failed', attempts: 1, sending: false, refusedByTill: true }, { kind: 'refused' }],
  ] as const)('getUnsyncedState(%j)', (row, expected) => {
    expect(getUnsyncedState(row)).toEqual(expected)
  })

  it.each([
    ['everything in the POS', [], false, POLL_WHILE_SYNCED_MS],
    ['something missing', [payment()], false, POLL_WHILE_MISSING_MS],
    ['a try in flight', [payment(), payment({ sending: true })], false, POLL_WHILE_SENDING_MS],
    ['right after a retry', [payment()], true, POLL_WHILE_SENDING_MS],
    ['right after a retry that emptied the list', [], true, POLL_WHILE_SENDING_MS],
  ])('%s: read again every so often', (_label, rows, hurry, expected) => {
    expect(getPollInterval(rows, hurry)).toBe(expected)
  })

  it.each([
    [payment(), true],
    [payment({ status: 'failed', attempts: 11 }), true],
    // the server would answer 409 till_refused: staff enter it on the till instead
    [payment({ status: 'failed', refusedByTill: true }), false],
  ])('canRetry(%j) is %s', (row, expected) => {
    expect(canRetry(row)).toBe(expected)
  })

  it('reads again every 10 s while something is missing, every 30 s otherwise', () => {
    expect([POLL_WHILE_MISSING_MS, POLL_WHILE_SYNCED_MS]).toEqual([10_000, 30_000])
  })
})
