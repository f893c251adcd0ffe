// POST /api/push/call-waiter {tableId}: a notification staff see live, one call per table per
// 30 s, and a real encrypted Web Push to each subscribed device of the restaurant's active staff,
// received and decrypted by a local HTTPS push service. Gone devices (410) are pruned.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createBill, type Bill } from '../support/bill.ts'
import { post, testContext, type ErrorBody } from '../support/functions.ts'
import { startPushReceiver, type Device, type PushReceiver } from '../support/push-receiver.ts'

const CALL = '/api/push/call-waiter'
let receiver: PushReceiver
let ctx: ReturnType<typeof testContext>

beforeAll(async () => {
  receiver = await startPushReceiver()
  ctx = testContext({}, receiver.agent)
})
afterAll(() => receiver.close())

async function staff(bill: Bill, language: 'it' | 'en', status = 'active') {
  const pb = await admin()
  const email = `waiter-${randomBytes(4).toString('hex')}@conto.test`
  return pb.collection('users').create({
    email, password: 'Correct-Horse-42', passwordConfirm: 'Correct-Horse-42', verified: true, name: 'Waiter',
    company: bill.companyId, restaurant: bill.restaurantId, role: 'waiter', status, language,
  })
}

async function subscribe(userId: string, bill: Bill, device: Device) {
  const pb = await admin()
  return pb.collection('push_subscriptions').create({ user: userId, restaurant: bill.restaurantId, ...device })
}

async function waiterCalls(tableId: string) {
  const pb = await admin()
  return pb.collection('notifications').getFullList({ filter: `table = "${tableId}" && type = "waiter_call"` })
}

describe('call-waiter', () => {
  it('records the call and pushes it, encrypted, to every active staff device in their language', async () => {
    const bill = await createBill()
    const pb = await admin()
    const table = await pb.collection('tables').getOne(bill.tableId)
    const italian = await staff(bill, 'it')
    const english = await staff(bill, 'en')
    const away = await staff(bill, 'it', 'inactive')
    const tag = randomBytes(3).toString('hex')
    await subscribe(italian.id, bill, receiver.device(`it-${tag}`))
    await subscribe(english.id, bill, receiver.device(`en-${tag}`))
    await subscribe(away.id, bill, receiver.device(`away-${tag}`))

    expect(await post(ctx, CALL, { tableId: bill.tableId })).toMatchObject({ status: 200, body: { ok: true } })

    const [note] = await waiterCalls(bill.tableId)
    expect(note).toMatchObject({ restaurant: bill.restaurantId, read: false, message: `Table ${table.name} is calling a waiter.` })
    const mine = receiver.received.filter((push) => push.device.endsWith(tag))
    expect(mine.map((push) => push.device).sort()).toEqual([`en-${tag}`, `it-${tag}`])
    const byDevice = Object.fromEntries(mine.map((push) => [push.device, push]))
    expect(byDevice[`it-${tag}`]!.payload).toEqual({
      title: `Tavolo ${table.name}`,
      body: `Il tavolo ${table.name} chiede un cameriere.`,
      url: '/admin/notifications',
      tag: `waiter-call-${bill.tableId}`,
    })
    expect(byDevice[`en-${tag}`]!.payload).toMatchObject({ title: `Table ${table.name}`, body: `Table ${table.name} is asking for a waiter.` })
    expect(byDevice[`en-${tag}`]!.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${ctx.config.VAPID_PUBLIC_KEY}$`))
    expect(byDevice[`en-${tag}`]).toMatchObject({ ttl: '120', urgency: 'high' })
  })

  it('deletes the subscriptions of devices that are gone (410) or unknown (404), keeps the others', async () => {
    const bill = await createBill()
    const waiter = await staff(bill, 'it')
    const tag = randomBytes(3).toString('hex')
    const gone = await subscribe(waiter.id, bill, receiver.device(`gone-${tag}`, 410))
    const unknown = await subscribe(waiter.id, bill, receiver.device(`unknown-${tag}`, 404))
    const busy = await subscribe(waiter.id, bill, receiver.device(`busy-${tag}`, 429))
    const fine = await subscribe(waiter.id, bill, receiver.device(`fine-${tag}`))

    expect((await post(ctx, CALL, { tableId: bill.tableId })).status).toBe(200)
    const pb = await admin()
    const left = await pb.collection('push_subscriptions').getFullList({ filter: `user = "${waiter.id}"` })
    expect(left.map((s) => s.id).sort()).toEqual([busy.id, fine.id].sort())
    expect([gone.id, unknown.id].some((id) => left.some((s) => s.id === id))).toBe(false)
  })

  it('allows one call per table per 30 s', async () => {
    const bill = await createBill()
    expect((await post(ctx, CALL, { tableId: bill.tableId })).status).toBe(200)
    const again = await post(ctx, CALL, { tableId: bill.tableId })
    expect(again).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'waiter_recently_called',
          message: 'A waiter has just been called for this table. Please wait a moment before calling again.',
        },
      },
    })
    expect(await waiterCalls(bill.tableId)).toHaveLength(1)
  })

  it('concurrent calls from one table record one call', async () => {
    const bill = await createBill()
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(ctx, CALL, { tableId: bill.tableId })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9)
    expect(await waiterCalls(bill.tableId)).toHaveLength(1)
  })

  it.each<[string, () => Promise<unknown>, number, string, RegExp]>([
    ['an unknown table', async () => ({ tableId: 'zzzzzzzzzzzzzzz' }), 404, 'table_not_found', /table does not exist/],
    ['a table of an inactive restaurant', async () => ({ tableId: (await createBill({ active: false })).tableId }), 404, 'table_not_found', /table does not exist/],
    ['no table id', async () => ({}), 400, 'invalid_request', /tableId is required/],
    ['a malformed table id', async () => ({ tableId: 'x"||1' }), 400, 'invalid_request', /tableId/],
    ['an extra field', async () => ({ tableId: 'zzzzzzzzzzzzzzz', message: 'hurry' }), 400, 'invalid_request', /unknown field "message"/],
  ])('%s → %i, nothing recorded', async (_name, body, status, code, message) => {
    const answer = await post<ErrorBody>(ctx, CALL, await body())
    expect(answer.status).toBe(status)
    expect(answer.body.error.code).toBe(code)
    expect(answer.body.error.message).toMatch(message)
  })
})
