// The Lightspeed K-Series connector against Prism serving Lightspeed's published Order and Pay
// document (tests/fixtures/lightspeed/): every request it sends must pass the document, and
// Lightspeed's answers (as the document gives them) must read as Conto expects.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRetryable, PosConnectorError, type TillPayment } from '../../api-functions/pos/connectors/connector.ts'
import { createLightspeedConnector, type LightspeedConfig } from '../../api-functions/pos/connectors/lightspeed.ts'
import { freePort } from '../support/global-setup.ts'
import { startLightspeedTill, type LightspeedTill } from '../support/lightspeed-till.ts'
import { startPrism, type RunningPrism } from '../support/prism.ts'

const DOCUMENT = fileURLToPath(new URL('../fixtures/lightspeed/lightspeed-order-and-pay-api-openapi.yml', import.meta.url))
// components.schemas.apePaymentBadRequestError, its properties' examples, as the document gives them
const REUSE_ANSWER = {
  timestamp: '2023-11-07T23:00:20.075+0000',
  status: 400,
  error: 'Bad Request',
  message: 'reference has already been used 12345678901234',
  path: '/o/op/1/pay',
}

let prism: RunningPrism
let till: LightspeedTill

const config = (overrides: Partial<LightspeedConfig> = {}): LightspeedConfig => ({
  baseUrl: till.url,
  token: 'test-access-token',
  businessLocationId: 45454565682155,
  endpointId: 'CONTO-PAYMENTS',
  currency: 'EUR',
  paymentMethod: 'CONTO',
  timeoutMs: 2_000,
  ...overrides,
})

const payment = (overrides: Partial<TillPayment> = {}): TillPayment => ({
  paymentId: 'pay4x7k2m9q1w8e',
  amount: 2006,
  tip: 250,
  currency: 'EUR',
  tableNumber: '2',
  checkReference: null,
  ...overrides,
})

/** The error a call fails with (the test fails if it does not). */
async function failure(call: Promise<unknown>): Promise<PosConnectorError> {
  const error = await call.then(() => null, (thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(PosConnectorError)
  return error as PosConnectorError
}

beforeAll(async () => {
  // the reuse answer above must stay the document's own example
  const document = readFileSync(DOCUMENT, 'utf8')
  for (const example of ['example: reference has already been used 12345678901234', 'example: 2023-11-07T23:00:20.075+0000']) {
    expect(document).toContain(example)
  }
  prism = await startPrism(DOCUMENT)
  till = await startLightspeedTill(prism.url, REUSE_ANSWER)
})
afterAll(async () => {
  await till?.close()
  await prism?.stop()
})

describe('Lightspeed connector, reading', () => {
  it("maps a table's open check to lines in minor units, sub-lines after their parent", async () => {
    // Prism answers the document's example account, whose tableNumber is 2
    const check = await createLightspeedConnector(config()).readCheck('2')
    expect(check).toEqual({
      reference: 'A78094.48',
      tableNumber: '2',
      name: 'ORDER A1C2E',
      currency: 'EUR',
      total: 11000,
      paid: 10000,
      balance: 1000,
      lines: [
        { id: '1341648999023061', parentId: null, name: 'Burger', sku: '14', quantity: 1, unitPrice: 1000, amount: 1150, tax: { amount: 150, included: false } },
        { id: '1341648999023062', parentId: '1341648999023061', name: 'Extra Cheese', sku: '35', quantity: 1, unitPrice: 100, amount: 115, tax: { amount: 15, included: false } },
      ],
      payments: [{ reference: '12345678901234', amount: 1265, method: 'APM' }],
    })
  })

  it('reads a documented 404 (no open check) as no check', async () => {
    // Prism sends a documented status when asked with Prefer: code=…
    const prefer404: typeof fetch = (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), prefer: 'code=404' } })
    expect(await createLightspeedConnector(config({ fetch: prefer404 })).readCheck('2')).toBeNull()
  })

  it('refuses an answer for another table, and a table Lightspeed cannot number', async () => {
    expect((await failure(createLightspeedConnector(config()).readCheck('7'))).kind).toBe('invalid_answer')
    const notNumbered = await failure(createLightspeedConnector(config()).readCheck('Terrace 4'))
    expect([notNumbered.kind, notNumbered.retryable]).toEqual(['invalid_request', false])
  })
})

describe('Lightspeed connector, paying', () => {
  it('posts the payment with the tip apart, in a body the document accepts', async () => {
    const before = till.payCalls.length
    const result = await createLightspeedConnector(config()).postPayment(payment())
    expect(result).toEqual({ status: 'posted' })
    const call = till.payCalls[before]!
    expect([call.prismStatus, call.violations]).toEqual([200, null])
    expect(call.body).toEqual({
      businessLocationId: 45454565682155,
      endpointId: 'CONTO-PAYMENTS',
      iKaccountIdentifier: 'A78094.48', // read from the table's open check first
      thirdPartyPaymentReference: 'pay4x7k2m9q1w8e',
      paymentAmount: 20.06,
      tipAmount: 2.5,
      paymentMethod: 'CONTO',
    })
  })

  it('reads a reused reference as already posted', async () => {
    const connector = createLightspeedConnector(config())
    const retry = payment({ paymentId: 'pay8r3t6y1u0i5o', checkReference: 'A78094.48', tip: 0 })
    expect(await connector.postPayment(retry)).toEqual({ status: 'posted' })
    expect(await connector.postPayment(retry)).toEqual({ status: 'already_posted' })
    const [first, second] = till.payCalls.slice(-2)
    // both bodies passed the document; the second got the document's 400 for a used reference
    expect([first!.prismStatus, first!.violations, first!.answered]).toEqual([200, null, 200])
    expect([second!.prismStatus, second!.violations, second!.answered]).toEqual([200, null, 400])
    expect(second!.body).not.toHaveProperty('tipAmount')
  })

  it('keeps any other 400 a refusal, not a success', async () => {
    till.failNext({ status: 400, body: JSON.stringify({ status: 400, error: 'Bad Request', message: "Validation failed for object='payment'. Error count: 1" }) })
    const refused = await failure(createLightspeedConnector(config()).postPayment(payment({ checkReference: 'A78094.48' })))
    expect([refused.kind, refused.retryable, refused.status]).toEqual(['refused', false, 400])
  })

  it('refuses before sending what Lightspeed would book wrongly', async () => {
    const before = till.payCalls.length
    const connector = createLightspeedConnector(config())
    for (const wrong of [payment({ currency: 'CHF' }), payment({ amount: 20.5 }), payment({ tip: -1 }), payment({ paymentId: 'x'.repeat(51) })]) {
      expect((await failure(connector.postPayment(wrong))).kind).toBe('invalid_request')
    }
    expect(till.payCalls.length).toBe(before)
  })
})

describe('Lightspeed connector, failures a retry can cure', () => {
  it('classifies 5xx, 429 (with Retry-After), a timeout and no answer as retryable', async () => {
    const connector = createLightspeedConnector(config({ timeoutMs: 300 }))
    const paying = payment({ checkReference: 'A78094.48' })

    till.failNext({ status: 503, body: '{"status":"503","message":"Service Unavailable"}' })
    const unavailable = await failure(connector.postPayment(paying))
    expect([unavailable.kind, unavailable.retryable, unavailable.status]).toEqual(['unavailable', true, 503])

    till.failNext({ status: 429, headers: { 'retry-after': '7' } })
    const limited = await failure(connector.readCheck('2'))
    expect([limited.kind, limited.retryable, limited.retryAfterMs]).toEqual(['rate_limited', true, 7000])

    till.failNext({ hang: true })
    const slow = await failure(connector.postPayment(paying))
    expect([slow.kind, slow.retryable]).toEqual(['timeout', true])

    const nobody = createLightspeedConnector(config({ baseUrl: `http://127.0.0.1:${await freePort()}` }))
    const unreachable = await failure(nobody.postPayment(paying))
    expect([unreachable.kind, isRetryable(unreachable)]).toEqual(['network', true])
  })

  it('does not retry an expired token as is', async () => {
    till.failNext({ status: 401, body: '{"error":"invalid_token"}' })
    const expired = await failure(createLightspeedConnector(config()).readCheck('2'))
    expect([expired.kind, expired.retryable]).toEqual(['unauthorized', false])
  })
})

describe('the Prism harness', () => {
  it('catches a body that breaks the document, so a 2xx above means the body was valid', async () => {
    const answer = await fetch(`${till.url}/o/op/1/pay`, {
      method: 'POST',
      headers: { authorization: 'Bearer test', accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ businessLocationId: '45454565682155', endpointId: 'CONTO-PAYMENTS', paymentAmount: '20.06' }),
    })
    await answer.text()
    const call = till.payCalls.at(-1)!
    expect(call.prismStatus).not.toBe(200)
    expect(call.violations).toContain("required property 'thirdPartyPaymentReference'")
    expect(call.violations).toContain('businessLocationId must be integer')
  })
})
