import { describe, expect, it } from 'vitest'
import type { Claim } from '../../api-functions/stripe/claims.ts'
import { buildSessionParams, SESSION_LIFETIME_SECONDS } from '../../api-functions/stripe/session-params.ts'

const claim = (overrides: Partial<Claim['transaction']> = {}, company: Claim['company'] = { stripeAccountId: '', chargesEnabled: false }): Claim => ({
  transaction: { id: 'tx0000000000001', currency: 'EUR', base: 2850, tip: 143, total: 2993, claimExpiresAt: '', ...overrides },
  order: { id: 'or0000000000001', number: 12 },
  table: { id: 'ta0000000000001', name: '4' },
  restaurant: { id: 're0000000000001', name: 'Da Enzo' },
  company,
  released: null,
  lapsed: [],
})

const build = (c: Claim, applicationFeeBps = 150) =>
  buildSessionParams({ claim: c, appUrl: 'https://pay.example.com/', applicationFeeBps, nowSeconds: 1_000_000 })

describe('buildSessionParams', () => {
  it('opens an Elements checkout of base and tip that returns to the result page', () => {
    const params = build(claim())
    expect(params).toMatchObject({
      ui_mode: 'elements',
      mode: 'payment',
      return_url: 'https://pay.example.com/qr/re0000000000001/ta0000000000001/paymentResult?sessionId={CHECKOUT_SESSION_ID}',
      client_reference_id: 'tx0000000000001',
      expires_at: 1_000_000 + SESSION_LIFETIME_SECONDS,
    })
    expect(params.line_items?.map((line) => [line.price_data?.currency, line.price_data?.unit_amount, line.quantity])).toEqual([
      ['eur', 2850, 1],
      ['eur', 143, 1],
    ])
    expect(params.line_items?.[0]?.price_data?.product_data?.name).toBe('Da Enzo · 4 · #12')
    expect(params.payment_intent_data?.metadata).toEqual(params.metadata)
  })

  it.each<[string, Claim, number, string | undefined, number | undefined]>([
    ['no Connect account', claim(), 150, undefined, undefined],
    ['account not ready', claim({}, { stripeAccountId: 'acct_1', chargesEnabled: false }), 150, undefined, undefined],
    ['account ready', claim({}, { stripeAccountId: 'acct_1', chargesEnabled: true }), 150, 'acct_1', 44],
    ['ready, no fee configured', claim({}, { stripeAccountId: 'acct_1', chargesEnabled: true }), 0, 'acct_1', undefined],
  ])('%s', (_name, c, bps, destination, fee) => {
    const data = build(c, bps).payment_intent_data
    expect(data?.transfer_data?.destination).toBe(destination)
    expect(data?.application_fee_amount).toBe(fee)
  })

  it('leaves the tip line out when there is no tip, and speaks JPY in whole yen', () => {
    const params = build(claim({ currency: 'JPY', base: 375, tip: 0, total: 375 }))
    expect(params.line_items).toHaveLength(1)
    expect(params.line_items?.[0]?.price_data).toMatchObject({ currency: 'jpy', unit_amount: 375 })
  })

})
