// The Lightspeed K-Series payment-outcome webhook: the bodies are the document's own examples
// (webhooks → "apePayment notification" / "apeOrder notification" in
// tests/fixtures/lightspeed/lightspeed-order-and-pay-api-openapi.yml).
import { describe, expect, it } from 'vitest'
import { parseLightspeedNotification, verifyLightspeedWebhook } from '../../api-functions/pos/connectors/lightspeed-webhook.ts'

const read = (body: unknown) => parseLightspeedNotification(JSON.stringify(body))

describe('parseLightspeedNotification', () => {
  it('reads the documented successful payment', () => {
    const body = { thirdPartyReference: 'REF11', businessLocationId: 247158188015618, status: 'SUCCESS', ikentooAccountId: '2114502594134196', ikentooAccountIdentifier: 'A123080.14', type: 'PAYMENT' }
    expect(read(body)).toEqual({
      kind: 'payment',
      reference: 'REF11',
      outcome: 'succeeded',
      reason: null,
      errorType: null,
      accountIdentifier: 'A123080.14',
      businessLocationId: '247158188015618',
    })
  })

  it('reads the documented failures, with their reason and error type', () => {
    const overpaid = { reason: 'the payment amount is greater than the amount due', thirdPartyReference: 'REF12212', businessLocationId: 141948669832802, status: 'FAILURE', ikentooAccountIdentifier: 'A78094.73', type: 'PAYMENT' }
    expect(read(overpaid)).toMatchObject({ kind: 'payment', reference: 'REF12212', outcome: 'failed', reason: overpaid.reason, errorType: null })
    const noAccount = { reason: 'Account not found', thirdPartyReference: 'REF12213', businessLocationId: 141948669832802, status: 'FAILURE', errors: { account: { type: 'ACCOUNT_NOT_FOUND' } }, type: 'PAYMENT' }
    expect(read(noAccount)).toMatchObject({ outcome: 'failed', errorType: 'ACCOUNT_NOT_FOUND' })
    const timedOut = { thirdPartyReference: 'REF1', status: 'FAILURE', errors: { timeout: { errorKey: 'errors.payment.pos.task_timeout', message: 'Not processed before validity ended' } }, type: 'PAYMENT' }
    expect(read(timedOut)).toMatchObject({ outcome: 'failed', errorType: 'TIMEOUT' })
  })

  it('tolerates what the document leaves open: no type, the request-side reference name, string ids', () => {
    expect(read({ status: 'FAILURE', reason: 'x', thirdPartyReference: 'REF12212' })).toMatchObject({ kind: 'payment', outcome: 'failed' })
    expect(read({ type: 'payment', status: 'success', thirdPartyPaymentReference: 'pay1', businessLocationId: '42' })).toMatchObject({
      kind: 'payment',
      reference: 'pay1',
      outcome: 'succeeded',
      businessLocationId: '42',
    })
  })

  it('reads a check update as a cue, and ignores what Conto never asked for', () => {
    const updated = { thirdPartyReference: 'order-1', businessLocationId: 247158188015618, status: 'CHECK_WAS_UPDATED', account: { ikaccountId: 'A17700.3', tableNumber: 3 }, ikentooAccountIdentifier: 'A17700.3', type: 'ORDER' }
    expect(read(updated)).toEqual({ kind: 'check', status: 'CHECK_WAS_UPDATED', accountIdentifier: 'A17700.3', tableNumber: '3', businessLocationId: '247158188015618' })
    expect(read({ sku: 'UGG-BB-PUR-06', businessLocationId: 1, status: 'RESTRICTED', type: 'ITEM' })).toEqual({ kind: 'ignored', type: 'ITEM', status: 'RESTRICTED' })
    expect(read({ type: 'PAYMENT', status: 'SUCCESS' })).toMatchObject({ kind: 'ignored' }) // no reference to match
  })

  it('throws on a body that is not a notification', () => {
    expect(() => parseLightspeedNotification('not json')).toThrow()
    expect(() => read({ status: 42 })).toThrow()
  })
})

describe('verifyLightspeedWebhook', () => {
  const url = 'https://conto.example/api/pos/lightspeed/webhook'
  const basic = (user: string, password: string) => new Headers({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` })

  it('accepts the Basic auth registered on the endpoint, and only that', () => {
    const secret = { basicAuth: { username: 'lightspeed', password: 's3cret:with-colon' } }
    expect(verifyLightspeedWebhook({ url, headers: basic('lightspeed', 's3cret:with-colon') }, secret)).toBe(true)
    expect(verifyLightspeedWebhook({ url, headers: basic('lightspeed', 'wrong') }, secret)).toBe(false)
    expect(verifyLightspeedWebhook({ url, headers: new Headers() }, secret)).toBe(false)
  })

  it('accepts the token put in the registered URL, and only that', () => {
    const secret = { urlToken: 'k3y-0f-32-random-chars' }
    expect(verifyLightspeedWebhook({ url: `${url}?token=k3y-0f-32-random-chars`, headers: new Headers() }, secret)).toBe(true)
    expect(verifyLightspeedWebhook({ url: `${url}?token=guess`, headers: new Headers() }, secret)).toBe(false)
    expect(verifyLightspeedWebhook({ url, headers: new Headers() }, secret)).toBe(false)
  })

  it('refuses to run without a secret: Lightspeed signs nothing', () => {
    expect(() => verifyLightspeedWebhook({ url, headers: new Headers() }, {})).toThrow(/not configured/)
  })
})
