import { describe, expect, it } from 'vitest'
import { getDeliveryState, readEventPayment } from '@/features/pos-webhooks/event-summary'

const data = { id: 'tx1', currency: 'EUR', total: 2500, refunded: 500, table: { id: 't1', name: '7' }, order: { id: 'o1', number: 3 } }

describe('a webhook event in the deliveries log', () => {
  it.each([
    ['payment.completed', { data }, { amount: 2500, currency: 'EUR', tableName: '7' }],
    ['payment.voided', { data }, { amount: 2500, currency: 'EUR', tableName: '7' }],
    // a refund says what has been given back, not what was paid
    ['payment.refunded', { data }, { amount: 500, currency: 'EUR', tableName: '7' }],
    ['payment.completed', { data: { ...data, table: null } }, { amount: 2500, currency: 'EUR', tableName: null }],
    ['payment.completed', { data: null }, null],
    ['payment.completed', { data: { ...data, total: '25' } }, null],
    ['payment.completed', null, null],
  ] as const)('readEventPayment(%s, %j)', (type, payload, expected) => {
    expect(readEventPayment(type, payload)).toEqual(expected)
  })

  it.each([
    [{ status: 'delivered', attempts: 1 }, true, { kind: 'delivered' }],
    [{ status: 'failed', attempts: 10 }, true, { kind: 'failed' }],
    [{ status: 'failed', attempts: 10 }, false, { kind: 'failed' }],
    [{ status: 'pending', attempts: 0 }, true, { kind: 'pending', tries: 0 }],
    [{ status: 'pending', attempts: 2 }, true, { kind: 'pending', tries: 2 }],
    [{ status: 'pending', attempts: 2 }, false, { kind: 'onHold' }],
  ] as const)('getDeliveryState(%j, active %s)', (delivery, active, expected) => {
    expect(getDeliveryState(delivery, active)).toEqual(expected)
  })
})
