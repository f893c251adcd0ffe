import { describe, expect, it } from 'vitest'
import { describeNotification, formatBadgeCount } from '@/features/notifications/describe'
import { decodeVapidKey, encodeBase64Url, readSubscriptionFields, truncateUserAgent } from '@/features/push/keys'

describe('describeNotification', () => {
  const table = { id: 't', collectionId: 'c', collectionName: 'tables', name: '5', currency: 'EUR' }
  it.each([
    ['waiter call at an expanded table', { type: 'waiter_call' as const, data: null, expand: { table } }, { key: 'waiterCall', withTable: true, table: '5', amount: null, rating: null, tip: null }],
    ['waiter call naming the table in data', { type: 'waiter_call' as const, data: { table_name: '9' } }, { key: 'waiterCall', withTable: true, table: '9', amount: null, rating: null, tip: null }],
    [
      'payment with its transaction',
      { type: 'payment' as const, data: {}, expand: { transaction: { id: 'x', collectionId: 'c', collectionName: 'transactions', total_amount: 1418, base_amount: 1350, tip_amount: 68, currency: 'EUR' } } },
      { key: 'payment', withTable: false, table: '', amount: { value: 1418, currency: 'EUR' }, rating: null, tip: null },
    ],
    ['payment with amount in data', { type: 'payment' as const, data: { amount: 500, currency: 'JPY' } }, { key: 'payment', withTable: false, table: '', amount: { value: 500, currency: 'JPY' }, rating: null, tip: null }],
    ['amount without currency is ignored', { type: 'refund' as const, data: { amount: 500 } }, { key: 'refund', withTable: false, table: '', amount: null, rating: null, tip: null }],
    ['review with rating', { type: 'review' as const, data: { rating: 4 } }, { key: 'review', withTable: false, table: '', amount: null, rating: 4, tip: null }],
    ['rating out of range is dropped', { type: 'review' as const, data: { rating: 9 } }, { key: 'review', withTable: false, table: '', amount: null, rating: null, tip: null }],
    ['payment with its tip in data', { type: 'payment' as const, data: { amount: 2310, tip: 210, currency: 'EUR' } }, { key: 'payment', withTable: false, table: '', amount: { value: 2310, currency: 'EUR' }, rating: null, tip: 210 }],
    ['overpayment', { type: 'overpayment' as const, data: null }, { key: 'overpayment', withTable: false, table: '', amount: null, rating: null, tip: null }],
  ])('%s', (_label, notification, text) => {
    expect(describeNotification(notification)).toEqual(text)
  })
})

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [-3, '0'],
  ])('%i → %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text)
  })
})

describe('push keys', () => {
  it('decodes a URL-safe base64 VAPID key with or without padding', () => {
    expect([...decodeVapidKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239])
    expect([...decodeVapidKey('AQID_-8=')]).toEqual([1, 2, 3, 255, 239])
  })

  it('round-trips bytes through URL-safe base64 without padding', () => {
    const bytes = new Uint8Array([251, 255, 0, 62, 63])
    const encoded = encodeBase64Url(bytes.buffer)
    expect(encoded).toBe('-_8APj8')
    expect([...decodeVapidKey(encoded)]).toEqual([...bytes])
    expect(encodeBase64Url(null)).toBe('')
  })

  it('reads the endpoint and keys a subscription is stored with', () => {
    const keys = { p256dh: new Uint8Array([4, 1, 2]).buffer, auth: new Uint8Array([9, 9]).buffer }
    const subscription = { endpoint: 'https://push.example/abc', getKey: (name: 'p256dh' | 'auth') => keys[name] }
    expect(readSubscriptionFields(subscription)).toEqual({ endpoint: 'https://push.example/abc', p256dh: 'BAEC', auth: 'CQk' })
  })

  it('caps the user agent at the collection limit', () => {
    expect(truncateUserAgent('x'.repeat(400))).toHaveLength(300)
    expect(truncateUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0')
  })
})
