// The staff functions that need Stripe's secret key (api-functions/admin): refunds and Stripe
// Connect onboarding, status and payouts, against the real PocketBase and stripe-mock. A small
// recording proxy in front of stripe-mock shows exactly what was asked of Stripe (headers too:
// payout settings are written *on the connected account*, with Stripe-Account).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PocketBaseUnavailableError } from '../../api-functions/_lib/pocketbase-admin.ts'
import { createTenants, signIn, type Fixtures } from '../support/fixtures.ts'
import { post, signedWebhook, stripeEvent, testContext, type ErrorBody } from '../support/functions.ts'

interface Recorded {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  params: Record<string, string>
}

let fx: Fixtures
let recorded: Recorded[] = []
/** When set, the proxy answers refunds as Stripe does when it refuses one. */
let refuseRefunds = false
let proxy: Server
let ctx: ReturnType<typeof testContext>

beforeAll(async () => {
  const target = inject('stripeMockUrl')
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    recorded.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, params: Object.fromEntries(new URLSearchParams(body)) })
    if (refuseRefunds && req.url === '/v1/refunds') {
      res.writeHead(400, { 'content-type': 'application/json', 'request-id': 'req_office' })
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } }))
      return
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length') as [string, string][],
    )
    const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body: body || undefined })
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_office' })
    res.end(await answer.text())
  })
  await new Promise<void>((resolveListen) => proxy.listen(0, '127.0.0.1', resolveListen))
  ctx = testContext({ STRIPE_API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` })
  fx = await createTenants()
})

afterAll(async () => {
  await new Promise<void>((resolveClose) => proxy.close(() => resolveClose()))
})

const bearer = (pb: PocketBase) => ({ authorization: pb.authStore.token })
const stripeCalls = (path: string) => recorded.filter((call) => call.path.split('?')[0] === path)

/** A completed card payment of restaurant A1 with a PaymentIntent, as the payment server records it. */
async function paidTransaction(total = 2000, extra: Record<string, unknown> = {}) {
  const order = await fx.make.order('A1')
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const record = await fx.su.collection('transactions').create({
    order,
    restaurant: fx.ids.restA1,
    status: 'completed',
    currency: 'EUR',
    base_amount: total - 100,
    tip_amount: 100,
    total_amount: total,
    split_mode: 'full',
    stripe_session_id: `cs_test_office_${id}`,
    stripe_payment_intent_id: `pi_office_${id}`,
    paid_at: new Date().toISOString().replace('T', ' '),
    logs: [{ action: 'completed', time: new Date().toISOString() }],
    ...extra,
  })
  return record.id
}

const getTx = (id: string) => fx.su.collection('transactions').getOne(id)

describe('POST /api/admin/refund', () => {
  it('refunds part of a payment, then the rest: amounts, statuses, log and the Stripe call', async () => {
    const id = await paidTransaction(2000)
    recorded = []
    const first = await post(ctx, '/api/admin/refund', { transactionId: id, amount: 500, requestId: 'refund-first-0001' }, bearer(fx.clients.managerA))
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.transaction).toMatchObject({ id, status: 'partially_refunded', refund_amount: 500, total_amount: 2000 })

    const [refundCall] = stripeCalls('/v1/refunds')
    expect(refundCall?.params).toMatchObject({
      payment_intent: (await getTx(id)).stripe_payment_intent_id,
      amount: '500',
      reason: 'requested_by_customer',
      'metadata[transaction_id]': id,
      'metadata[conto_staff_id]': fx.ids.managerA,
    })
    // stripe-mock's PaymentIntent is a destination charge: the money comes back from the company's account
    expect(refundCall?.params).toMatchObject({ reverse_transfer: 'true', refund_application_fee: 'true' })
    // one key per refund request (decision 019): a retry of the same request is the same refund
    expect(refundCall?.headers['idempotency-key']).toBe(`conto-refund-${id}-refund-first-0001`)
    // the same request again after its answer (a double click): the same answer, nothing asked again
    const retried = await post(ctx, '/api/admin/refund', { transactionId: id, amount: 500, requestId: 'refund-first-0001' }, bearer(fx.clients.managerA))
    expect(retried.status).toBe(200)
    expect(retried.body.transaction).toMatchObject({ id, status: 'partially_refunded', refund_amount: 500 })
    expect(stripeCalls('/v1/refunds')).toHaveLength(1)

    const second = await post(ctx, '/api/admin/refund', { transactionId: id, amount: 1500, reason: 'duplicate' }, bearer(fx.clients.adminA))
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(second.body.transaction).toMatchObject({ status: 'refunded', refund_amount: 2000 })
    const saved = await getTx(id)
    expect(saved.logs.filter((log: { action: string }) => log.action === 'refund').map((log: { amount: number }) => log.amount)).toEqual([500, 1500])
    expect(saved.refund_reserved).toBe(0)
    // without a request id from the SPA, each call is its own request
    expect(stripeCalls('/v1/refunds')[1]?.headers['idempotency-key']).toMatch(new RegExp(`^conto-refund-${id}-[0-9a-f-]{36}$`))

    const third = await post<ErrorBody>(ctx, '/api/admin/refund', { transactionId: id, amount: 1 }, bearer(fx.clients.adminA))
    expect(third.status).toBe(409)
    expect(third.body.error).toEqual({ code: 'nothing_to_refund', message: 'This payment has nothing left to refund.' })
  })

  /** The functions' context with the call that records a refund in PocketBase failing once. */
  function withLostRecording(mode: 'request lost' | 'answer lost') {
    let failed = false
    const send: typeof ctx.pocketbase.send = async (method, path, body) => {
      if (!failed && path.endsWith('/refunds')) {
        failed = true
        if (mode === 'answer lost') await ctx.pocketbase.send(method, path, body)
        throw new PocketBaseUnavailableError('connection reset')
      }
      return ctx.pocketbase.send(method, path, body)
    }
    return { ...ctx, pocketbase: { ...ctx.pocketbase, send } }
  }

  it.each(['request lost', 'answer lost'] as const)(
    'a refund whose recording in PocketBase failed (%s) and is retried is made once at Stripe and counted once (break 5)',
    async (mode) => {
      const id = await paidTransaction(10_000)
      recorded = []
      const faulty = withLostRecording(mode)
      const body = { transactionId: id, amount: 3000, requestId: `refund-${mode.replace(' ', '-')}-1` }
      expect((await post(faulty, '/api/admin/refund', body, bearer(fx.clients.managerA))).status).toBe(503)
      if (mode === 'request lost') {
        // another refund while this one is unsettled might be a second refund at Stripe: refused
        const other = await post<ErrorBody>(ctx, '/api/admin/refund', { transactionId: id, amount: 3000, requestId: 'refund-other-0001' }, bearer(fx.clients.managerA))
        expect(other).toMatchObject({ status: 409, body: { error: { code: 'refund_in_progress' } } })
      }
      // pressed again at once: the first try may still be on its way
      expect((await post<ErrorBody>(faulty, '/api/admin/refund', body, bearer(fx.clients.managerA))).body.error?.code).toBe(
        mode === 'request lost' ? 'refund_in_progress' : undefined,
      )
      // the manager presses refund again once the first try has given up (its 20 s lease, moved back here)
      const saved = await getTx(id)
      const logs = (saved.logs as { action: string; time: string }[]).map((entry) =>
        entry.action === 'refund_reserved' ? { ...entry, time: new Date(Date.now() - 21_000).toISOString() } : entry,
      )
      await fx.su.collection('transactions').update(id, { logs })
      const again = await post(faulty, '/api/admin/refund', body, bearer(fx.clients.managerA))
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body.transaction).toMatchObject({ status: 'partially_refunded', refund_amount: 3000 })
      // every refund asked of Stripe is the one request: Stripe makes one refund for one key
      const keys = stripeCalls('/v1/refunds').map((call) => call.headers['idempotency-key'])
      expect(keys.length).toBe(mode === 'request lost' ? 2 : 1)
      expect(new Set(keys)).toEqual(new Set([`conto-refund-${id}-${body.requestId}`]))
      expect(await getTx(id)).toMatchObject({ refund_amount: 3000, refund_reserved: 0 })
    },
  )

  it("is reconciled by Stripe's charge.refunded webhook without counting the refund twice", async () => {
    const id = await paidTransaction(3000)
    const refunded = await post(ctx, '/api/admin/refund', { transactionId: id, amount: 1200 }, bearer(fx.clients.adminA))
    expect(refunded.status).toBe(200)
    const { stripe_payment_intent_id: paymentIntent } = await getTx(id)
    const charge = { id: `ch_office_${id}`, object: 'charge', payment_intent: paymentIntent, amount: 3000, amount_refunded: 1200, refunded: false }
    const { body, headers } = signedWebhook(stripeEvent('charge.refunded', charge))
    const delivered = await post(ctx, '/api/stripe/webhook', body, headers)
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
    expect(await getTx(id)).toMatchObject({ status: 'partially_refunded', refund_amount: 1200, stripe_charge_id: `ch_office_${id}` })

    // a refund made in Stripe's dashboard arrives only through the webhook: it is counted
    const later = signedWebhook(stripeEvent('charge.refunded', { ...charge, amount_refunded: 3000, refunded: true }))
    expect((await post(ctx, '/api/stripe/webhook', later.body, later.headers)).status).toBe(200)
    expect(await getTx(id)).toMatchObject({ status: 'refunded', refund_amount: 3000 })
  })

  it('ten concurrent refunds of 60 % each ask Stripe for no more than the charge (reserved atomically first)', async () => {
    const id = await paidTransaction(2000)
    recorded = []
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post<ErrorBody>(ctx, '/api/admin/refund', { transactionId: id, amount: 1200 }, bearer(fx.clients.adminA))),
    )
    const asked = stripeCalls('/v1/refunds').reduce((sum, call) => sum + Number(call.params.amount), 0)
    expect(asked).toBeLessThanOrEqual(2000)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([400, 409]).toContain(answer.status)
      expect(['refund_too_large', 'refund_in_progress']).toContain(answer.body.error.code)
    }
    expect(await getTx(id)).toMatchObject({ status: 'partially_refunded', refund_amount: 1200, refund_reserved: 0 })
  })

  it('gives the reservation back when Stripe refuses the refund', async () => {
    const id = await paidTransaction(2000)
    refuseRefunds = true
    const refused = await post<ErrorBody>(ctx, '/api/admin/refund', { transactionId: id, amount: 2000 }, bearer(fx.clients.adminA)).finally(() => {
      refuseRefunds = false
    })
    expect(refused.status).toBe(502)
    const saved = await getTx(id)
    expect(saved).toMatchObject({ refund_amount: 0, refund_reserved: 0 })
    expect(saved.logs.map((log: { action: string }) => log.action)).toEqual(['completed', 'refund_reserved', 'refund_released'])
    // what was given back can be refunded again
    expect((await post(ctx, '/api/admin/refund', { transactionId: id, amount: 2000 }, bearer(fx.clients.adminA))).status).toBe(200)
  })

  it.each([
    ['more than is left', 400, { amount: 2001 }, 'adminA', 'refund_too_large', /At most 2000/],
    ['zero', 400, { amount: 0 }, 'adminA', 'invalid_request', /amount/],
    ['a fraction of a cent', 400, { amount: 10.5 }, 'adminA', 'invalid_request', /amount/],
    ['an unknown field', 400, { amount: 100, currency: 'USD' }, 'adminA', 'invalid_request', /unknown field/],
    ['a waiter', 403, { amount: 100 }, 'waiterA', 'role_forbidden', /Your role cannot refund payments/],
    ["another company's admin", 404, { amount: 100 }, 'adminB', 'transaction_not_found', /Transaction not found/],
  ] as const)('%s → %i, nothing refunded', async (_name, status, body, actor, code, message) => {
    const id = await paidTransaction(2000)
    recorded = []
    const answer = await post<ErrorBody>(ctx, '/api/admin/refund', { transactionId: id, ...body }, bearer(fx.clients[actor]))
    expect(answer.status).toBe(status)
    expect(answer.body.error.code).toBe(code)
    expect(answer.body.error.message).toMatch(message)
    expect(stripeCalls('/v1/refunds')).toEqual([])
    expect(await getTx(id)).toMatchObject({ status: 'completed', refund_amount: 0 })
  })

  it('refuses callers without a valid session, and deactivated members at once', async () => {
    const id = await paidTransaction(2000)
    expect(await post(ctx, '/api/admin/refund', { transactionId: id, amount: 100 })).toMatchObject({ status: 401, body: { error: { code: 'sign_in_required' } } })
    expect((await post(ctx, '/api/admin/refund', { transactionId: id, amount: 100 }, { authorization: 'not-a-token' })).status).toBe(401)
    const manager = await fx.make.user('A', 'manager')
    const client = await signIn(fx.url, manager.email, manager.password)
    await fx.su.collection('users').update(manager.id, { status: 'inactive' })
    const answer = await post(ctx, '/api/admin/refund', { transactionId: id, amount: 100 }, bearer(client))
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'session_ended' } } })
    expect(await getTx(id)).toMatchObject({ refund_amount: 0 })
  })

  it.each([
    ['a pending payment', 409, { status: 'pending', paid_at: '' }, 'nothing_to_refund', 'This payment has nothing left to refund.'],
    ['a payment without a card charge', 409, { stripe_payment_intent_id: '', stripe_charge_id: '' }, 'no_charge_to_refund', 'This payment has no card charge on Stripe to refund.'],
  ])('%s → %i', async (_name, status, extra, code, message) => {
    const id = await paidTransaction(2000, extra)
    const answer = await post<ErrorBody>(ctx, '/api/admin/refund', { transactionId: id, amount: 100 }, bearer(fx.clients.adminA))
    expect(answer.status).toBe(status)
    expect(answer.body.error).toEqual({ code, message })
  })

  it('refunds by charge id when no PaymentIntent was recorded', async () => {
    const id = await paidTransaction(900, { stripe_payment_intent_id: '', stripe_charge_id: 'ch_office_only' })
    recorded = []
    const answer = await post(ctx, '/api/admin/refund', { transactionId: id, amount: 900 }, bearer(fx.clients.adminA))
    expect(answer.status).toBe(200)
    expect(stripeCalls('/v1/refunds')[0]?.params).toMatchObject({ charge: 'ch_office_only', amount: '900' })
  })
})

describe('Stripe Connect for a company', () => {
  it('only administrators manage it', async () => {
    for (const path of ['/api/admin/connect/account-link', '/api/admin/connect/status', '/api/admin/connect/payouts']) {
      const answer = await post(ctx, path, { schedule: 'daily', minimumAmount: 0 }, bearer(fx.clients.managerA))
      expect(answer.status, path).toBe(403)
      expect((await post(ctx, path, {})).status, path).toBe(401)
    }
  })

  it('needs an account before status and payouts', async () => {
    const status = await post(ctx, '/api/admin/connect/status', {}, bearer(fx.clients.adminB))
    expect(status).toMatchObject({ status: 409, body: { error: { code: 'stripe_not_set_up', message: 'Set up payments with Stripe first.' } } })
    const payouts = await post(ctx, '/api/admin/connect/payouts', { schedule: 'daily', minimumAmount: 0 }, bearer(fx.clients.adminB))
    expect(payouts.status).toBe(409)
  })

  it('onboards through an account link, once per company, back to the company screen', async () => {
    recorded = []
    const first = await post<{ url: string; accountId: string }>(ctx, '/api/admin/connect/account-link', {}, bearer(fx.clients.adminA))
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.url).toMatch(/^https:\/\//)
    const company = await fx.su.collection('companies').getOne(fx.ids.companyA)
    expect(company.stripe_account_id).toBe(first.body.accountId)
    expect(company.stripe_account_id).toMatch(/^acct_/)

    const [accountCall] = stripeCalls('/v1/accounts')
    expect(accountCall?.params).toMatchObject({
      type: 'express',
      country: 'IT',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[company_id]': fx.ids.companyA,
    })
    expect(accountCall?.headers['idempotency-key']).toBe(`conto-account-${fx.ids.companyA}`)
    const [linkCall] = stripeCalls('/v1/account_links')
    expect(linkCall?.params).toEqual({
      account: company.stripe_account_id,
      type: 'account_onboarding',
      refresh_url: 'http://127.0.0.1:5173/admin/company?stripe=refresh',
      return_url: 'http://127.0.0.1:5173/admin/company?stripe=return',
    })

    recorded = []
    const again = await post<{ accountId: string }>(ctx, '/api/admin/connect/account-link', {}, bearer(fx.clients.adminA))
    expect(again.body.accountId).toBe(company.stripe_account_id)
    expect(stripeCalls('/v1/accounts')).toEqual([])
    expect(stripeCalls('/v1/account_links')).toHaveLength(1)
  })

  it("shows the account's state from Stripe, and keeps it current from account.updated", async () => {
    const { stripe_account_id: account } = await fx.su.collection('companies').getOne(fx.ids.companyA)
    expect(account).toBeTruthy()
    recorded = []
    const status = await post<{ company: Record<string, unknown> }>(ctx, '/api/admin/connect/status', {}, bearer(fx.clients.adminA))
    expect(status.status, JSON.stringify(status.body)).toBe(200)
    expect(stripeCalls(`/v1/accounts/${account}`)).toHaveLength(1)
    const fromStripe = await ctx.stripe.accounts.retrieve(account)
    expect(status.body.company).toMatchObject({
      id: fx.ids.companyA,
      details_submitted: fromStripe.details_submitted,
      charges_enabled: fromStripe.charges_enabled,
      payouts_enabled: fromStripe.payouts_enabled,
    })

    for (const enabled of [true, false]) {
      const update = stripeEvent('account.updated', { id: account, object: 'account', details_submitted: true, charges_enabled: enabled, payouts_enabled: enabled })
      const { body, headers } = signedWebhook(update)
      expect((await post(ctx, '/api/stripe/webhook', body, headers)).status).toBe(200)
      expect(await fx.su.collection('companies').getOne(fx.ids.companyA)).toMatchObject({ details_submitted: true, charges_enabled: enabled, payouts_enabled: enabled })
    }
  })

  it.each([
    [
      { schedule: 'weekly', weekday: 'friday', minimumAmount: 5000 },
      { 'payments[payouts][schedule][interval]': 'weekly', 'payments[payouts][schedule][weekly_payout_days][0]': 'friday', 'payments[payouts][minimum_balance_by_currency][eur]': '5000' },
      { payout_schedule: 'weekly', payout_weekday: 'friday', payout_day_of_month: 0, payout_minimum_amount: 5000 },
    ],
    [
      { schedule: 'monthly', dayOfMonth: 31, minimumAmount: 0 },
      { 'payments[payouts][schedule][interval]': 'monthly', 'payments[payouts][schedule][monthly_payout_days][0]': '31', 'payments[payouts][minimum_balance_by_currency][eur]': '' },
      { payout_schedule: 'monthly', payout_weekday: '', payout_day_of_month: 31, payout_minimum_amount: 0 },
    ],
    [
      { schedule: 'daily', minimumAmount: 1000 },
      { 'payments[payouts][schedule][interval]': 'daily', 'payments[payouts][minimum_balance_by_currency][eur]': '1000' },
      { payout_schedule: 'daily', payout_weekday: '', payout_day_of_month: 0, payout_minimum_amount: 1000 },
    ],
  ])('writes payouts %j to the connected account, then to the company', async (settings, params, stored) => {
    const { stripe_account_id: account } = await fx.su.collection('companies').getOne(fx.ids.companyA)
    recorded = []
    const answer = await post<{ company: Record<string, unknown> }>(ctx, '/api/admin/connect/payouts', settings, bearer(fx.clients.adminA))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const [call] = stripeCalls('/v1/balance_settings')
    expect(call?.method).toBe('POST')
    expect(call?.headers['stripe-account']).toBe(account)
    expect(call?.params).toEqual(params)
    expect(answer.body.company).toMatchObject(stored)
    expect(await fx.su.collection('companies').getOne(fx.ids.companyA)).toMatchObject(stored)
  })

  it.each([
    [{ schedule: 'weekly', weekday: 'sunday', minimumAmount: 0 }, 'Weekly payouts need a working day (monday to friday).'],
    [{ schedule: 'monthly', dayOfMonth: 32, minimumAmount: 0 }, 'Monthly payouts need a day of the month from 1 to 31.'],
    [{ schedule: 'yearly', minimumAmount: 0 }, 'Choose daily, weekly or monthly payouts.'],
    [{ schedule: 'daily', minimumAmount: -5 }, 'The minimum payout must be a whole number of minor units, 0 or more.'],
  ])('refuses %j without calling Stripe', async (settings, message) => {
    recorded = []
    const answer = await post(ctx, '/api/admin/connect/payouts', settings, bearer(fx.clients.adminA))
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'payout_invalid', message } } })
    expect(stripeCalls('/v1/balance_settings')).toEqual([])
  })

  it("keeps the Connect fields out of the browser's reach", async () => {
    await expect(fx.clients.adminA.collection('companies').update(fx.ids.companyA, { stripe_account_id: 'acct_mine' })).rejects.toMatchObject({ status: 404 })
    await expect(fx.clients.adminA.send(`/api/conto/admin/companies/${fx.ids.companyA}/stripe`, { method: 'POST', body: { accountId: 'acct_x' } })).rejects.toMatchObject({
      status: 403,
    })
  })
})
