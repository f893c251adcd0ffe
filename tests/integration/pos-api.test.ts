// The POS API (/api/pos/v1, docs/decisions/042) on the real PocketBase and functions: keys an admin
// makes (shown once, hashed, scoped, revocable), the payments a POS reads back, and the served
// OpenAPI document: linted with Redocly's recommended rules, and every answer of every documented
// status held to it with Ajv (the contract test is generated from the document the server serves).
import { beforeAll, describe, expect, it } from 'vitest'
import { handleFunctionRequest } from '../../api-functions/_lib/router.ts'
import { getClaimLimits } from '../../api-functions/stripe/claims.ts'
import { callFunctionRoute } from '../../api-functions/_lib/pocketbase-admin.ts'
import type { PosPayment } from '@/domain/pos-api'
import { callConto } from '@/lib/api/conto-api'
import { admin } from '../support/bill.ts'
import { call, createPlace, type Place } from '../support/place.ts'
import { testContext } from '../support/functions.ts'
import { checkAnswers, documentedAnswers, fetchPosDocument, lintPosDocument, type RecordedAnswer } from '../support/pos-contract.ts'

const ctx = testContext()

interface Answer {
  status: number
  body: { payments?: PosPayment[]; next?: string | null; error?: { code: string } }
  headers: Headers
}

/** Every answer this file got, by operation and status, for the contract check at the end. */
const answers: RecordedAnswer[] = []

async function getPos(path: string, key?: string): Promise<Answer> {
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {}
  const response = await handleFunctionRequest(new Request(`http://127.0.0.1/api/pos/v1${path}`, { headers }), ctx)
  const body = (await response.json()) as Answer['body']
  answers.push({ method: 'GET', path: new URL(`http://x${path}`).pathname, status: response.status, body })
  return { status: response.status, body, headers: response.headers }
}

async function createKey(place: Place, scopes: ('payments:read' | 'checks:write')[], name = 'Cassa') {
  return callConto('createPosKey', {}, { restaurant: place.restaurantId, name, scopes }, place.staff.admin)
}

/** A diner's QR payment of a third of the bill with a tip, paid by Visa (the functions' own routes). */
async function payThirdByQr(place: Place): Promise<string> {
  const claim = { tableId: place.tableId, split: { mode: 'equal' as const, totalGuests: 3, payingFor: 1, items: [] }, tips: { mode: 'fixed' as const, amount: 200 }, limits: getClaimLimits(ctx.config), client: 'pos-diner', replaceTransactionId: '' as const }
  const batch = await callFunctionRoute(ctx.pocketbase, 'claimsBatch', {}, { requests: [{ claim }] })
  const transactionId = (batch.answers[0]!.body as { transaction: { id: string } }).transaction.id
  const sessionId = `cs_pos_${transactionId}`
  await callFunctionRoute(ctx.pocketbase, 'claimsBatch', {}, { requests: [{ session: { id: transactionId, sessionId, paymentIntentId: '' } }] })
  await callFunctionRoute(ctx.pocketbase, 'reconcilePayment', {}, { sessionId, transactionId, outcome: 'paid', paymentIntentId: `pi_${transactionId}`, email: '', paymentMethod: 'visa', source: 'pos-test' })
  return transactionId
}

describe('the POS API', () => {
  let place: Place
  let key: string
  let cashId: string
  let qrId: string

  beforeAll(async () => {
    place = await createPlace({ lines: [{ price: 1200, quantity: 3, vat: '10' }, { price: 500, quantity: 2, vat: '22' }] })
    key = (await createKey(place, ['payments:read'], 'Cassa Lightspeed')).secret
    const cash = await callConto('recordPayment', { orderId: place.orderId }, { method: 'cash', split: { mode: 'items', items: [{ orderItemId: place.lineIds[1]!, quantity: 1 }] }, tip: 50 }, place.staff.waiter)
    cashId = cash.transaction.id
    qrId = await payThirdByQr(place)
  })

  it('an admin makes a key, shown once and kept only as a hash; managers and other companies cannot', async () => {
    const made = await createKey(place, ['payments:read', 'checks:write'], '  Tablet bar  ')
    expect(made.secret).toMatch(/^conto_pos_[a-z0-9]{15}_[A-Za-z0-9]{40}$/)
    expect(made.key).toMatchObject({ name: 'Tablet bar', scopes: ['payments:read', 'checks:write'], revoked: false, prefix: made.secret.slice(0, 30) })
    // the admin's list shows the key without its secret or hash; a manager's shows nothing
    const listed = await place.staff.admin.collection('pos_keys').getOne(made.key.id)
    expect(listed).not.toHaveProperty('secret_hash')
    expect(JSON.stringify(listed)).not.toContain(made.secret.slice(30))
    expect(await place.staff.manager.collection('pos_keys').getFullList()).toEqual([])
    const manager = await call(place.staff.manager, 'POST', '/api/conto/pos/keys', { restaurant: place.restaurantId, name: 'x', scopes: ['payments:read'] })
    expect({ status: manager.status, code: manager.body.error?.code }).toEqual({ status: 403, code: 'role_forbidden' })
    const stranger = await call(place.staff.otherAdmin, 'POST', '/api/conto/pos/keys', { restaurant: place.restaurantId, name: 'x', scopes: ['payments:read'] })
    expect({ status: stranger.status, code: stranger.body.error?.code }).toEqual({ status: 404, code: 'restaurant_not_found' })
    const noScope = await call(place.staff.admin, 'POST', '/api/conto/pos/keys', { restaurant: place.restaurantId, name: 'x', scopes: ['everything'] })
    expect({ status: noScope.status, code: noScope.body.error?.code }).toEqual({ status: 400, code: 'invalid_request' })
    // nobody writes keys around the routes
    await expect(place.staff.admin.collection('pos_keys').create({ restaurant: place.restaurantId, name: 'x', prefix: 'x', secret_hash: 'x', scopes: ['payments:read'] })).rejects.toMatchObject({ status: 403 })
  })

  it('a POS reads the payments that moved money: what each paid for, its tip and means, oldest change first', async () => {
    const page = await getPos('/payments', key)
    expect(page.status).toBe(200)
    expect(page.body.payments!.map((payment) => payment.id)).toEqual([cashId, qrId])
    const [cash, qr] = page.body.payments!
    expect(cash).toMatchObject({
      status: 'completed', channel: 'cash', method: '', currency: 'EUR', amount: 500, tip: 50, total: 550, refunded: 0, split: 'items',
      order: { id: place.orderId }, table: { id: place.tableId }, documento: null,
      lines: [{ lineId: place.lineIds[1], quantity: 1, share: null, amount: 500 }],
    })
    // a third of 46,00 € with a 2,00 € tip, by Visa; a share of the total pays no line of its own
    expect(qr).toMatchObject({ status: 'completed', channel: 'qr', method: 'visa', amount: 1533, tip: 200, total: 1733, split: 'equal', lines: [] })
    expect(Date.parse(qr!.paidAt)).toBeGreaterThan(0)
    expect(page.body.next).toBeNull()
  })

  it('pages with a cursor that never skips or repeats, and `since` starts later', async () => {
    const first = await getPos('/payments?limit=1', key)
    expect(first.body.payments!.map((payment) => payment.id)).toEqual([cashId])
    const second = await getPos(`/payments?limit=1&cursor=${encodeURIComponent(first.body.next!)}`, key)
    expect(second.body.payments!.map((payment) => payment.id)).toEqual([qrId])
    const third = await getPos(`/payments?limit=1&cursor=${encodeURIComponent(second.body.next!)}`, key)
    expect(third.body).toEqual({ payments: [], next: null })
    const later = await getPos(`/payments?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, key)
    expect(later.body.payments).toEqual([])
    // a payment voided later comes again, with its new state
    await callConto('voidPayment', { transactionId: cashId }, { reason: 'Errore di cassa' }, place.staff.manager)
    const after = await getPos(`/payments?cursor=${encodeURIComponent(second.body.next!)}`, key)
    expect(after.body.payments!.map((payment) => [payment.id, payment.status])).toEqual([[cashId, 'voided']])
  })

  it('a payment Conto certified carries its documento commerciale', async () => {
    const printed = await createPlace({ lines: [{ price: 1000, quantity: 1, vat: '10' }] })
    await (await admin()).collection('restaurants').update(printed.restaurantId, { fiscal_departments: { '10': 2 } })
    const { device } = await callConto('enrolTill', {}, { restaurant: printed.restaurantId, name: 'Cassa' }, printed.staff.manager)
    const paid = await callConto('recordPayment', { orderId: printed.orderId }, { method: 'cash', split: { mode: 'full' } }, printed.staff.waiter)
    const job = (await callConto('takeNextJob', {}, { restaurant: printed.restaurantId, device }, printed.staff.waiter)).job!
    await callConto('reportPrinted', { jobId: job.id }, { device, result: { zNumber: 12, documentNumber: 34, date: '29/11/2026', serial: '99IEB040473' } }, printed.staff.waiter)
    const feed = await getPos('/payments', (await createKey(printed, ['payments:read'])).secret)
    expect(feed.body.payments!.map((payment) => [payment.id, payment.documento])).toEqual([
      [paid.transaction.id, { number: 34, zNumber: 12, date: '29/11/2026', serial: '99IEB040473' }],
    ])
  })

  it("another restaurant's key never sees these payments", async () => {
    const other = await createPlace({ lines: [{ price: 900, quantity: 1 }] })
    await callConto('recordPayment', { orderId: other.orderId }, { method: 'terminal', split: { mode: 'full' } }, other.staff.waiter)
    const theirs = await getPos('/payments', (await createKey(other, ['payments:read'])).secret)
    expect(theirs.body.payments!.map((payment) => payment.channel)).toEqual(['terminal'])
    expect(theirs.body.payments!.some((payment) => [cashId, qrId].includes(payment.id))).toBe(false)
  })

  it('refuses no key, a made-up key, a missing scope, a revoked key and bad parameters, each with its code', async () => {
    expect((await getPos('/payments')).body.error?.code).toBe('pos_key_invalid')
    expect((await getPos('/payments', `conto_pos_${'a'.repeat(15)}_${'b'.repeat(40)}`)).status).toBe(401)
    expect((await getPos('/payments', key.slice(0, -1) + (key.endsWith('x') ? 'y' : 'x'))).status).toBe(401)
    const checksOnly = await createKey(place, ['checks:write'])
    const missing = await getPos('/payments', checksOnly.secret)
    expect({ status: missing.status, code: missing.body.error?.code }).toEqual({ status: 403, code: 'pos_scope_missing' })
    const revoked = await createKey(place, ['payments:read'])
    expect((await getPos('/payments', revoked.secret)).status).toBe(200)
    expect((await callConto('revokePosKey', { keyId: revoked.key.id }, undefined, place.staff.admin)).key.revoked).toBe(true)
    expect((await getPos('/payments', revoked.secret)).body.error?.code).toBe('pos_key_invalid')
    for (const query of ['limit=0', 'limit=101', 'since=yesterday', 'cursor=made-up', 'colour=red']) {
      const bad = await getPos(`/payments?${query}`, key)
      expect({ query, status: bad.status, code: bad.body.error?.code }).toEqual({ query, status: 400, code: 'invalid_request' })
    }
    // a key remembers when it was last used (at most once a minute)
    const used = await (await admin()).collection('pos_keys').getOne(revoked.key.id)
    expect(Date.parse(String(used.last_used_at).replace(' ', 'T'))).toBeGreaterThan(Date.now() - 60_000)
  })

  it('counts calls per key: past 120 a minute, 429 with Retry-After', async () => {
    const busy = (await createKey(place, ['payments:read'])).secret
    const statuses: number[] = []
    for (let index = 0; index < 121; index++) statuses.push((await getPos('/payments?limit=1', busy)).status)
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
    const refused = await getPos('/payments?limit=1', busy)
    expect({ status: refused.status, code: refused.body.error?.code }).toEqual({ status: 429, code: 'rate_limited' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('the served OpenAPI document is valid by Redocly, and every answer above is what it says for its status', async () => {
    const document = await fetchPosDocument(ctx)
    expect(await lintPosDocument(document)).toEqual([])
    // every documented answer of the payments feed was seen at least once above, each as documented
    expect(checkAnswers(document, answers)).toEqual(documentedAnswers(document, '/payments'))
  })
})
