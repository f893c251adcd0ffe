// DESIGN invariant 6 (docs/decisions/019-one-ledger.md): every way of paying goes through one
// ledger, and paid lines never change. Against the real PocketBase (routes in pb_hooks/ledger.pb.js,
// guards on order_items for every caller) and the real checkout function on stripe-mock.
import { ClientResponseError } from 'pocketbase'
import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { admin, transactionsOf } from '../support/bill.ts'
import { post, testContext } from '../support/functions.ts'
import { call, createPlace, type Place } from '../support/place.ts'

const url = () => inject('pocketbaseUrl')
const ctx = testContext()

async function billStatus(orderId: string) {
  const su = await admin()
  const status = await su.collection('order_payments_status').getOne(orderId)
  return { total: status.total_amount as number, paid: status.paid_amount as number, held: status.held_amount as number }
}

async function linesOf(orderId: string) {
  const su = await admin()
  const lines = await su.collection('order_items').getFullList({ filter: `order = "${orderId}"`, sort: 'created' })
  return lines.map((line) => ({ id: line.id, quantity: line.quantity as number, unit_price: line.unit_price as number }))
}

const recordPayment = (pb: PocketBase | null, orderId: string, body: unknown) => call(pb, 'POST', `/api/conto/orders/${orderId}/payments`, body)
const cash = (split: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ method: 'cash', split, ...extra })

/** The PocketBase error of a refused SDK call: its status and the field error codes it names. */
async function refusalOf(request: Promise<unknown>): Promise<{ status: number; codes: string[] }> {
  try {
    await request
    return { status: 200, codes: [] }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    const data = (error.response.data ?? {}) as Record<string, { code?: string }>
    return { status: error.status, codes: Object.values(data).map((field) => field.code ?? '') }
  }
}

describe('paid lines never change (issue 11, measured case)', () => {
  let place: Place
  beforeAll(async () => {
    // 148,50 €: three 22,50 € lines paid 3 of 3 by items in cash, the rest on the restaurant's terminal
    place = await createPlace({ lines: [{ price: 2250, quantity: 3 }, { price: 3000, quantity: 2 }, { price: 2100, quantity: 1 }] })
    const byItems = await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'items', items: [{ orderItemId: place.lineIds[0], quantity: 3 }] }))
    expect(byItems.status, JSON.stringify(byItems.body)).toBe(200)
    const rest = await recordPayment(place.staff.waiter, place.orderId, { method: 'terminal', split: { mode: 'full' } })
    expect(rest.status, JSON.stringify(rest.body)).toBe(200)
    expect(await billStatus(place.orderId)).toMatchObject({ total: 14850, paid: 14850 })
  })

  it.each(['waiter', 'manager', 'admin'] as const)('as %s: shrinking, deleting and repricing a paid line are refused; nothing changes', async (role) => {
    const pb = place.staff[role]
    const before = await linesOf(place.orderId)
    const shrink = await refusalOf(pb.collection('order_items').update(place.lineIds[0]!, { quantity: 1 }))
    expect(shrink).toEqual({ status: 400, codes: ['line_paid'] })
    const remove = await refusalOf(pb.collection('order_items').delete(place.lineIds[1]!))
    expect(remove).toEqual({ status: 400, codes: ['line_paid'] })
    // staff never reprice a line (the API rule refuses it as not found); the guard refuses everyone else
    expect((await refusalOf(pb.collection('order_items').update(place.lineIds[2]!, { unit_price: 1 }))).status).toBe(404)
    expect(await linesOf(place.orderId)).toEqual(before)
    expect(await billStatus(place.orderId)).toMatchObject({ total: 14850, paid: 14850 })
  })

  it('refuses the superuser too (a model hook, not a rule): quantity, price and delete', async () => {
    const su = await admin()
    expect(await refusalOf(su.collection('order_items').update(place.lineIds[0]!, { quantity: 2 }))).toEqual({ status: 400, codes: ['line_paid'] })
    expect(await refusalOf(su.collection('order_items').update(place.lineIds[2]!, { unit_price: 1000 }))).toEqual({ status: 400, codes: ['line_paid'] })
    expect(await refusalOf(su.collection('order_items').delete(place.lineIds[2]!))).toEqual({ status: 400, codes: ['line_paid'] })
    expect(await billStatus(place.orderId)).toMatchObject({ total: 14850, paid: 14850 })
  })

  it("keeps each payment's record of what it covered (no cascade)", async () => {
    const su = await admin()
    const covered = await su.collection('transaction_items').getFullList({ filter: `order_item = "${place.lineIds[0]}"` })
    expect(covered.map((row) => row.quantity)).toEqual([3])
    const fields = (await su.collections.getOne('transaction_items')).fields as { name: string; cascadeDelete?: boolean }[]
    expect(fields.filter((f) => f.name === 'order_item' || f.name === 'transaction').map((f) => f.cascadeDelete)).toEqual([false, false])
  })
})

describe('order line guards on a partly paid bill', () => {
  it('lets the unpaid part change, never below what is paid and held; a line only a released claim covered can go', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 4 }, { price: 500, quantity: 2 }] })
    const [paidLine, otherLine] = place.lineIds as [string, string]
    expect((await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'items', items: [{ orderItemId: paidLine, quantity: 1 }] }))).status).toBe(200)
    // a diner holds one more unit and shares a third one
    const claim = await post(ctx, '/api/stripe/create-checkout-session', {
      tableId: place.tableId,
      tips: { mode: 'percent', amount: 0 },
      split: { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: paidLine, quantity: 1, share: { parts: 1, of: 2 } }] },
    })
    expect(claim.status, JSON.stringify(claim.body)).toBe(200)
    const waiter = place.staff.waiter.collection('order_items')
    // paid 1 + held 1 + the shared unit in progress 1 = 3
    expect(await refusalOf(waiter.update(paidLine, { quantity: 2 }))).toEqual({ status: 400, codes: ['line_paid'] })
    expect(await refusalOf(waiter.update(paidLine, { quantity: 3 }))).toEqual({ status: 200, codes: [] })
    expect(await refusalOf(waiter.update(paidLine, { quantity: 5 }))).toEqual({ status: 200, codes: [] })
    // the other line is free: it may shrink and go
    expect(await refusalOf(waiter.update(otherLine, { quantity: 1 }))).toEqual({ status: 200, codes: [] })

    // a claim on the other line, released: its rows go with the line, a payment's never would
    const su = await admin()
    const second = await post<{ transaction?: { id: string } }>(ctx, '/api/stripe/create-checkout-session', {
      tableId: place.tableId,
      tips: { mode: 'percent', amount: 0 },
      split: { mode: 'items', totalGuests: 0, payingFor: 0, items: [{ orderItemId: otherLine, quantity: 1 }] },
    })
    expect(second.status).toBe(200)
    expect(await refusalOf(waiter.delete(otherLine))).toEqual({ status: 400, codes: ['line_paid'] })
    const pending = (await transactionsOf(place.orderId)).filter((tx) => tx.status === 'pending')
    for (const tx of pending) await su.send(`/api/conto/claims/${tx.id}/release`, { method: 'POST', body: { reason: 'released' } })
    expect(await refusalOf(waiter.delete(otherLine))).toEqual({ status: 200, codes: [] })
    expect((await linesOf(place.orderId)).map((line) => line.id)).toEqual([paidLine])
  })

  it('never lets the bill drop below what was paid by amount', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 3 }] })
    expect((await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'amount', amount: 2500 }))).status).toBe(200)
    const lines = place.staff.manager.collection('order_items')
    expect(await refusalOf(lines.update(place.lineIds[0]!, { quantity: 2 }))).toEqual({ status: 400, codes: ['line_paid'] })
    expect(await billStatus(place.orderId)).toMatchObject({ total: 3000, paid: 2500 })
  })
})

describe('POST /api/conto/orders/{orderId}/payments', () => {
  it('records cash with a tip: completed at once, counted in paid_amount, channel and who recorded it', async () => {
    const place = await createPlace({ lines: [{ price: 4000, quantity: 1 }] })
    const answer = await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'amount', amount: 2000 }, { tip: 150, note: 'Table by the window' }))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.transaction).toMatchObject({ base: 2000, tip: 150, total: 2150, currency: 'EUR' })
    expect(await billStatus(place.orderId)).toMatchObject({ total: 4000, paid: 2000 })
    const [tx] = await transactionsOf(place.orderId)
    expect(tx).toMatchObject({
      status: 'completed', channel: 'cash', recorded_by: place.staff.ids.waiter, note: 'Table by the window', split_mode: 'amount',
      base_amount: 2000, tip_amount: 150, total_amount: 2150,
    })
    expect(tx?.paid_at).not.toBe('')
    // diners read the same numbers anonymously
    const anon = await fetch(`${url()}/api/collections/order_payments_status/records/${place.orderId}`).then((r) => r.json())
    expect(anon).toMatchObject({ total_amount: 4000, paid_amount: 2000 })
  })

  it.each([
    ['more than is left', cash({ mode: 'amount', amount: 4001 }), 409, 'amount_too_large'],
    ['an unknown method', { method: 'bitcoin', split: { mode: 'full' } }, 400, 'invalid_request'],
    ['a fraction of a cent', cash({ mode: 'amount', amount: 10.5 }), 400, 'invalid_request'],
    ['an item not on the bill', cash({ mode: 'items', items: [{ orderItemId: 'abcdefghijklmno', quantity: 1 }] }), 400, 'item_not_on_bill'],
    ['more units than ordered', cash({ mode: 'items', items: [{ orderItemId: 'LINE0', quantity: 2 }] }), 409, 'items_taken'],
  ])('refuses %s, writing nothing', async (_name, body, status, code) => {
    const place = await createPlace({ lines: [{ price: 4000, quantity: 1 }] })
    const sent = JSON.parse(JSON.stringify(body).replace('LINE0', place.lineIds[0]!)) as unknown
    const answer = await recordPayment(place.staff.manager, place.orderId, sent)
    expect(answer.status).toBe(status)
    expect(answer.body.error?.code).toBe(code)
    expect(await transactionsOf(place.orderId)).toEqual([])
  })

  it('refuses anonymous callers, another company and another restaurant’s waiter; a closed order', async () => {
    const place = await createPlace({ lines: [{ price: 4000, quantity: 1 }] })
    const body = cash({ mode: 'full' })
    expect(await recordPayment(null, place.orderId, body)).toMatchObject({ status: 401, body: { error: { code: 'sign_in_required' } } })
    expect(await recordPayment(place.staff.otherAdmin, place.orderId, body)).toMatchObject({ status: 404, body: { error: { code: 'order_not_found' } } })
    expect(await recordPayment(place.staff.otherWaiter, place.orderId, body)).toMatchObject({ status: 404, body: { error: { code: 'order_not_found' } } })
    expect(await transactionsOf(place.orderId)).toEqual([])
    expect((await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, { reason: 'walkout' })).status).toBe(200)
    expect(await recordPayment(place.staff.admin, place.orderId, body)).toMatchObject({ status: 409, body: { error: { code: 'order_closed' } } })
  })

  it('the same requestId again (a retry after a lost answer, a double tap) records the payment once (break 11)', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 4 }] })
    const body = cash({ mode: 'amount', amount: 1500 }, { requestId: 'cash-7f3a9c21' })
    const first = await recordPayment(place.staff.waiter, place.orderId, body)
    expect(first.status).toBe(200)
    const retries = await Promise.all(Array.from({ length: 5 }, () => recordPayment(place.staff.waiter, place.orderId, body)))
    for (const retry of retries) expect(retry).toEqual(first)
    expect(await transactionsOf(place.orderId)).toHaveLength(1)
    expect((await billStatus(place.orderId)).paid).toBe(1500)
    // another request id is another payment
    expect((await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'amount', amount: 1500 }, { requestId: 'cash-0b11e5d4' }))).status).toBe(200)
    expect((await billStatus(place.orderId)).paid).toBe(3000)
    expect(await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'full' }, { requestId: 'x' }))).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    })
  })

  it('20 concurrent cash and QR payments on one table never exceed the bill', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 10 }] })
    const requests = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'amount', amount: 1500 }))
        : post(ctx, '/api/stripe/create-checkout-session', {
            tableId: place.tableId,
            tips: { mode: 'percent', amount: 0 },
            split: { mode: 'equal', totalGuests: 8, payingFor: 1, items: [] },
          }),
    )
    const answers = await Promise.all(requests)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0)
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.status).toBe(409)
    const counted = (await transactionsOf(place.orderId)).filter((tx) => tx.status === 'completed' || tx.status === 'pending')
    const sum = counted.reduce((total, tx) => total + (tx.base_amount as number), 0)
    expect(sum).toBeLessThanOrEqual(10000)
    const status = await billStatus(place.orderId)
    expect(status.paid + status.held).toBe(sum)
  })
})

describe('voids and comps', () => {
  it('a manager voids a recorded payment with a reason (a waiter may not); it stops counting and is logged', async () => {
    const place = await createPlace({ lines: [{ price: 3000, quantity: 1 }] })
    const recorded = await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'full' }))
    const id = (recorded.body.transaction as { id: string }).id
    const path = `/api/conto/payments/${id}/void`
    expect(await call(place.staff.waiter, 'POST', path, { reason: 'Wrong table' })).toMatchObject({ status: 403, body: { error: { code: 'role_forbidden' } } })
    expect(await call(place.staff.otherAdmin, 'POST', path, { reason: 'x' })).toMatchObject({ status: 404, body: { error: { code: 'transaction_not_found' } } })
    expect(await call(place.staff.manager, 'POST', path, { reason: '  ' })).toMatchObject({ status: 400, body: { error: { code: 'reason_required' } } })
    expect(await billStatus(place.orderId)).toMatchObject({ paid: 3000 })

    expect(await call(place.staff.manager, 'POST', path, { reason: 'Wrong table' })).toMatchObject({ status: 200, body: { transaction: { id, status: 'voided' } } })
    expect(await billStatus(place.orderId)).toMatchObject({ total: 3000, paid: 0 })
    const su = await admin()
    const [event] = await su.collection('order_events').getFullList({ filter: `order = "${place.orderId}"` })
    expect(event).toMatchObject({ action: 'payment_voided', transaction: id, amount: 3000, reason: 'Wrong table', by: place.staff.ids.manager })
    // once only; and never a QR payment
    expect(await call(place.staff.admin, 'POST', path, { reason: 'again' })).toMatchObject({ status: 409, body: { error: { code: 'payment_not_voidable' } } })
    const qr = await su.collection('transactions').create({
      order: place.orderId, restaurant: place.restaurantId, status: 'completed', channel: 'qr', currency: 'EUR', base_amount: 100, total_amount: 100, split_mode: 'full',
    })
    expect(await call(place.staff.admin, 'POST', `/api/conto/payments/${qr.id}/void`, { reason: 'x' })).toMatchObject({ status: 409, body: { error: { code: 'payment_not_voidable' } } })
  })

  it('a manager voids or comps unpaid units with a reason; paid units are refused', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 3 }, { price: 800, quantity: 1 }] })
    const [line, single] = place.lineIds as [string, string]
    await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'items', items: [{ orderItemId: line, quantity: 2 }] }))
    const voidLine = (pb: PocketBase, lineId: string, body: unknown) => call(pb, 'POST', `/api/conto/orders/${place.orderId}/lines/${lineId}/void`, body)
    expect(await voidLine(place.staff.waiter, line, { quantity: 1, reason: 'Sent back', action: 'void' })).toMatchObject({ status: 403, body: { error: { code: 'role_forbidden' } } })
    expect(await voidLine(place.staff.manager, line, { quantity: 2, reason: 'Sent back', action: 'void' })).toMatchObject({ status: 409, body: { error: { code: 'line_paid' } } })
    expect(await voidLine(place.staff.manager, line, { quantity: 1, action: 'void' })).toMatchObject({ status: 400, body: { error: { code: 'reason_required' } } })
    expect(await voidLine(place.staff.manager, line, { quantity: 1, reason: 'Sent back', action: 'void' })).toMatchObject({ status: 200, body: { line: { id: line, quantity: 2 }, amount: 1000 } })
    expect(await voidLine(place.staff.admin, single, { quantity: 1, reason: 'Birthday', action: 'comp' })).toMatchObject({ status: 200, body: { line: { id: single, quantity: 0 } } })
    expect(await linesOf(place.orderId)).toEqual([{ id: line, quantity: 2, unit_price: 1000 }])
    expect(await billStatus(place.orderId)).toMatchObject({ total: 2000, paid: 2000 })
    const su = await admin()
    const events = await su.collection('order_events').getFullList({ filter: `order = "${place.orderId}"`, sort: 'created' })
    expect(events.map((e) => [e.action, e.quantity, e.amount, e.reason, e.by])).toEqual([
      ['void', 1, 1000, 'Sent back', place.staff.ids.manager],
      ['comp', 1, 800, 'Birthday', place.staff.ids.admin],
    ])
  })

  it('a payment of a bill closed as paid can no longer be voided (break 6)', async () => {
    const place = await createPlace({ lines: [{ price: 3700, quantity: 1 }] })
    const paid = await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'full' }))
    expect((await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, {})).body).toMatchObject({ order: { closedReason: 'paid' } })
    const id = (paid.body.transaction as { id: string }).id
    expect(await call(place.staff.manager, 'POST', `/api/conto/payments/${id}/void`, { reason: 'wrong table' })).toMatchObject({
      status: 409,
      body: { error: { code: 'order_closed' } },
    })
    expect((await transactionsOf(place.orderId))[0]).toMatchObject({ status: 'completed' })
  })
})

describe('POST /api/conto/orders/{orderId}/close', () => {
  it('closes a fully paid order as paid in one call', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 1 }] })
    await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'full' }))
    const closed = await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, {})
    expect(closed).toMatchObject({ status: 200, body: { order: { id: place.orderId, closedReason: 'paid', balance: 0 } } })
    const su = await admin()
    expect(await su.collection('orders').getOne(place.orderId)).toMatchObject({ closed_reason: 'paid', closed_by: place.staff.ids.waiter })
    expect(await su.collection('order_events').getFullList({ filter: `order = "${place.orderId}"` })).toEqual([])
  })

  it('needs a reason with a balance left, logs the balance, and ends live claims (staff always win)', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 2 }] })
    await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'amount', amount: 500 }))
    const close = (body: unknown) => call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, body)
    // the refusal names the balance by the server's numbers: the dialog asking why shows it
    expect(await close({})).toMatchObject({ status: 400, body: { error: { code: 'close_reason_required', balance: 1500 } } })
    expect(await close({ reason: 'paid' })).toMatchObject({ status: 400, body: { error: { code: 'close_reason_required' } } })
    const claim = await post(ctx, '/api/stripe/create-checkout-session', {
      tableId: place.tableId, tips: { mode: 'percent', amount: 0 }, split: { mode: 'equal', totalGuests: 3, payingFor: 1, items: [] },
    })
    expect(claim.status).toBe(200)
    expect(await close({ reason: 'walkout', note: 'Left without paying' })).toMatchObject({ status: 200, body: { order: { closedReason: 'walkout', balance: 1500 } } })
    const su = await admin()
    const [ended] = (await transactionsOf(place.orderId)).filter((t) => t.channel === 'qr')
    // its Stripe session is left for the functions' sweep to expire
    expect(ended).toMatchObject({ status: 'failed', session_to_expire: true })
    expect((ended!.logs as { action: string }[]).at(-1)).toMatchObject({ action: 'released_for_staff', by: place.staff.ids.waiter })
    expect(await su.collection('orders').getOne(place.orderId)).toMatchObject({ closed_reason: 'walkout', close_note: 'Left without paying' })
    const [event] = await su.collection('order_events').getFullList({ filter: `order = "${place.orderId}"` })
    expect(event).toMatchObject({ action: 'close', amount: 1500, reason: 'Left without paying', by: place.staff.ids.waiter })
    expect(await close({ reason: 'walkout' })).toMatchObject({ status: 409, body: { error: { code: 'order_closed' } } })
  })
})

describe('GET /api/conto/reports/shift', () => {
  it('adds up card, cash, terminal, tips, refunds, voids and closes with a balance, per waiter', async () => {
    const place = await createPlace({ lines: [{ price: 1000, quantity: 10 }] })
    const su = await admin()
    const now = new Date().toISOString().replace('T', ' ')
    // a QR payment of the waiter's table, partly refunded
    await su.collection('transactions').create({
      order: place.orderId, restaurant: place.restaurantId, waiter: place.staff.ids.waiter, status: 'partially_refunded', channel: 'qr',
      currency: 'EUR', base_amount: 3000, tip_amount: 200, total_amount: 3200, refund_amount: 1000, split_mode: 'amount', paid_at: now,
    })
    await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'amount', amount: 2000 }, { tip: 100 }))
    await recordPayment(place.staff.manager, place.orderId, { method: 'terminal', split: { mode: 'amount', amount: 500 } })
    const voided = await recordPayment(place.staff.waiter, place.orderId, cash({ mode: 'amount', amount: 700 }))
    await call(place.staff.manager, 'POST', `/api/conto/payments/${(voided.body.transaction as { id: string }).id}/void`, { reason: 'Typo' })
    await call(place.staff.manager, 'POST', `/api/conto/orders/${place.orderId}/lines/${place.lineIds[0]}/void`, { quantity: 1, reason: 'Cold', action: 'comp' })
    // left: 9000 − 3000 − 2000 − 500 = 3500
    await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/close`, { reason: 'walkout' })

    const path = `/api/conto/reports/shift?restaurant=${place.restaurantId}&from=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`
    const report = await call(place.staff.manager, 'GET', path)
    expect(report.status, JSON.stringify(report.body)).toBe(200)
    const tally = (count: number, amount: number) => ({ count, amount })
    expect(report.body.totals).toEqual({
      card: 3000, cash: 2000, terminal: 500, other: 0, tips: 300, refunds: 1000,
      voidedPayments: tally(1, 700), voids: tally(0, 0), comps: tally(1, 1000),
      closedWithBalance: { count: 1, amount: 3500, byReason: { walkout: tally(1, 3500), comp: tally(0, 0), paid_elsewhere: tally(0, 0), other: tally(0, 0) } },
    })
    const rows = report.body.waiters as { id: string; card: number; cash: number; terminal: number }[]
    expect(rows.map((row) => [row.id, row.card, row.cash, row.terminal]).sort()).toEqual(
      [[place.staff.ids.manager, 0, 0, 500], [place.staff.ids.waiter, 3000, 2000, 0]].sort(),
    )
    // a waiter sees only their own row; other companies and restaurants see nothing
    const own = await call(place.staff.waiter, 'GET', path)
    expect((own.body.waiters as { id: string }[]).map((row) => row.id)).toEqual([place.staff.ids.waiter])
    expect(own.body.totals).toMatchObject({ card: 3000, cash: 2000, terminal: 0, tips: 300 })
    expect(await call(place.staff.otherAdmin, 'GET', path)).toMatchObject({ status: 404, body: { error: { code: 'restaurant_not_found' } } })
    expect(await call(place.staff.otherWaiter, 'GET', path)).toMatchObject({ status: 404 })
    expect(await call(null, 'GET', path)).toMatchObject({ status: 401, body: { error: { code: 'sign_in_required' } } })
    expect(await call(place.staff.manager, 'GET', `${path}&to=yesterday-ish`)).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } })
  })
})
