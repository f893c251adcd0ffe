// The Cassa's queue over the fiscal outbox (issue 22, decision 031): oldest first, one job in
// flight per restaurant, never held by two tills, taken over after a silent till's lease, and a
// job printed once however often its answer is sent.
import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { admin } from '../support/bill.ts'
import { call, createPlace, type Place } from '../support/place.ts'

/** A place whose manager has enrolled two tills (issue 34): their credentials, as a Cassa sends them. */
type TillPlace = Place & { tillA: string; tillB: string }

async function enrol(place: Place, name: string, pb: PocketBase = place.staff.manager) {
  return call(pb, 'POST', '/api/conto/fiscal/tills', { restaurant: place.restaurantId, name })
}
const printedAs = (documentNumber: number) => ({ documentNumber, zNumber: 46, date: '25/11/2026', serial: '99IEB040473' })

interface Taken {
  job: null | { id: string; key: string; kind: string; mode: string; reference: string; document: { total: number; original?: string }; original: unknown; departments: Record<string, number>; attempts: number }
  busy?: boolean
}

async function next(pb: PocketBase, place: Place, device: string): Promise<Taken> {
  const answer = await call(pb, 'POST', '/api/conto/fiscal/next', { restaurant: place.restaurantId, device })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as unknown as Taken
}
const printed = (pb: PocketBase, jobId: string, device: string, number: number) =>
  call(pb, 'POST', `/api/conto/fiscal/jobs/${jobId}/printed`, { device, result: printedAs(number) })

async function placeWithPayments(amounts: number[]): Promise<TillPlace> {
  const place = await createPlace({ lines: [{ price: 5000, quantity: 1, vat: '10' }] })
  const su = await admin()
  await su.collection('restaurants').update(place.restaurantId, { fiscal_departments: { '10': 2, '22': 1 } })
  for (const amount of amounts) {
    const answer = await call(place.staff.waiter, 'POST', `/api/conto/orders/${place.orderId}/payments`, { method: 'cash', split: { mode: 'amount', amount } })
    expect(answer.status).toBe(200)
  }
  const [tillA, tillB] = await Promise.all([enrol(place, 'Cassa A'), enrol(place, 'Cassa B')])
  return { ...place, tillA: String(tillA.body.device), tillB: String(tillB.body.device) }
}

describe('the fiscal queue', () => {
  let place: TillPlace
  beforeAll(async () => {
    place = await placeWithPayments([1000, 1500])
  })

  it('gives the oldest job to one till; the other waits; the holder resumes it; printed once', async () => {
    const first = await next(place.staff.waiter, place, place.tillA)
    expect(first.job).toMatchObject({ kind: 'sale', mode: 'print', attempts: 1, departments: { '10': 2 } })
    expect(first.job!.document.total).toBe(1000)
    expect(first.job!.reference).toBe(`Conto ${first.job!.key}`)
    expect(await next(place.staff.manager, place, place.tillB)).toEqual({ job: null, busy: true })
    // the holder asks again (its answer lost): the same job, to check on the printer first
    expect((await next(place.staff.waiter, place, place.tillA)).job).toMatchObject({ id: first.job!.id, mode: 'resume', attempts: 1 })

    expect((await printed(place.staff.manager, first.job!.id, place.tillB, 7)).status).toBe(409)
    expect((await printed(place.staff.waiter, first.job!.id, place.tillA, 7)).status).toBe(200)
    // the same answer again (a retry after a lost reply) changes nothing
    const again = await printed(place.staff.waiter, first.job!.id, place.tillA, 8)
    expect(again).toMatchObject({ status: 200, body: { job: { status: 'printed', result: { documentNumber: 7 } } } })

    const second = await next(place.staff.manager, place, place.tillB)
    expect(second.job).toMatchObject({ mode: 'print' })
    expect(second.job!.document.total).toBe(1500)
    expect((await printed(place.staff.manager, second.job!.id, place.tillB, 8)).status).toBe(200)
    expect(await next(place.staff.waiter, place, place.tillA)).toEqual({ job: null })
  })

  it("takes a silent till's job over once its lease has run out, to check it on the printer first", async () => {
    const other = await placeWithPayments([2000])
    const taken = await next(other.staff.waiter, other, other.tillA)
    expect(await next(other.staff.manager, other, other.tillB)).toEqual({ job: null, busy: true })
    const su = await admin()
    await su.collection('fiscal_jobs').update(taken.job!.id, { claimed_at: new Date(Date.now() - 60_000).toISOString().replace('T', ' ') })
    expect((await next(other.staff.manager, other, other.tillB)).job).toMatchObject({ id: taken.job!.id, mode: 'verify', attempts: 2 })
    // the silent till comes back: the job is no longer its own
    expect((await printed(other.staff.waiter, taken.job!.id, other.tillA, 3)).status).toBe(409)
  })

  it('a till renews its lease right before printing; one whose job was taken over learns it there', async () => {
    const other = await placeWithPayments([2500])
    const taken = await next(other.staff.waiter, other, other.tillA)
    const baseline = { zNumber: 1, documentNumber: 0 }
    const renew = (pb: PocketBase, device: string) => call(pb, 'POST', `/api/conto/fiscal/jobs/${taken.job!.id}/renew`, { device, baseline })
    const su = await admin()
    const claimedAt = async () => (await su.collection('fiscal_jobs').getOne(taken.job!.id)).claimed_at as string
    const before = await claimedAt()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await renew(other.staff.waiter, other.tillA)).status).toBe(200)
    expect(await claimedAt()).not.toBe(before)
    expect((await renew(other.staff.manager, other.tillB)).status).toBe(409)
    // till A freezes past its lease; B takes the job over; A wakes and asks before sending: no
    await su.collection('fiscal_jobs').update(taken.job!.id, { claimed_at: new Date(Date.now() - 60_000).toISOString().replace('T', ' ') })
    expect((await next(other.staff.manager, other, other.tillB)).job).toMatchObject({ id: taken.job!.id, mode: 'verify' })
    expect(await renew(other.staff.waiter, other.tillA)).toMatchObject({ status: 409, body: { error: { code: 'fiscal_job_not_yours' } } })
    expect((await renew(other.staff.manager, other.tillB)).status).toBe(200)
    // another company's staff: not found
    expect((await call(place.staff.waiter, 'POST', `/api/conto/fiscal/jobs/${taken.job!.id}/renew`, { device: place.tillA, baseline })).status).toBe(404)
  })

  it('a job the printer refuses for its data stops blocking the queue; a manager may put it back', async () => {
    const other = await placeWithPayments([1000, 1000])
    const first = await next(other.staff.waiter, other, other.tillA)
    const failed = await call(other.staff.waiter, 'POST', `/api/conto/fiscal/jobs/${first.job!.id}/failed`, { device: other.tillA, error: 'VALORE ERRATO (13)' })
    expect(failed.status).toBe(200)
    expect((await next(other.staff.waiter, other, other.tillA)).job?.id).not.toBe(first.job!.id)

    expect((await call(other.staff.waiter, 'POST', `/api/conto/fiscal/jobs/${first.job!.id}/retry`, {})).status).toBe(403)
    expect((await call(other.staff.manager, 'POST', `/api/conto/fiscal/jobs/${first.job!.id}/retry`, {})).status).toBe(200)
    expect((await call(other.staff.manager, 'POST', `/api/conto/fiscal/jobs/${first.job!.id}/retry`, {})).status).toBe(409)
  })

  it('an annullo whose sale never printed is failed, not printed', async () => {
    const other = await placeWithPayments([1000])
    const sale = await next(other.staff.waiter, other, other.tillA)
    await call(other.staff.waiter, 'POST', `/api/conto/fiscal/jobs/${sale.job!.id}/failed`, { device: other.tillA, error: 'refused' })
    const paymentId = (await (await admin()).collection('transactions').getFirstListItem(`order = "${other.orderId}"`)).id
    expect((await call(other.staff.manager, 'POST', `/api/conto/payments/${paymentId}/void`, { reason: 'Wrong table' })).status).toBe(200)
    expect(await next(other.staff.waiter, other, other.tillA)).toEqual({ job: null })
    const voids = await (await admin()).collection('fiscal_jobs').getFullList({ filter: `order = "${other.orderId}" && kind = "void"` })
    expect(voids.map((job) => [job.status, job.last_error])).toEqual([['failed', 'original_not_printed']])
  })

  it('is closed to other companies and to the anonymous, and wants a device name', async () => {
    expect((await call(place.staff.otherAdmin, 'POST', '/api/conto/fiscal/next', { restaurant: place.restaurantId, device: place.tillA })).status).toBe(404)
    expect((await call(null, 'POST', '/api/conto/fiscal/next', { restaurant: place.restaurantId, device: place.tillA })).status).toBe(401)
    expect((await call(place.staff.waiter, 'POST', '/api/conto/fiscal/next', { restaurant: place.restaurantId, device: 'x' })).status).toBe(403)
  })
})

// Issue 34, break 4: a till was a free string, so a waiter could take the queue, report a
// documento "printed" that never was, fail one the real till was printing, or give one payment
// another's number. Now a till is a device a manager enrolled, and a number must move forward.
describe('enrolled tills', () => {
  const notEnrolled = { status: 403, body: { error: { code: 'till_not_enrolled' } } }

  it('only a manager enrols a till; a made-up, foreign, forged or revoked one is refused', async () => {
    const place = await placeWithPayments([1000])
    const other = await placeWithPayments([1000])
    expect((await enrol(place, 'Cassa del cameriere', place.staff.waiter)).status).toBe(403)
    expect((await enrol(place, 'Cassa', place.staff.otherAdmin)).status).toBe(404)
    const ask = (device: string) => call(place.staff.waiter, 'POST', '/api/conto/fiscal/next', { restaurant: place.restaurantId, device })
    expect(await ask('till-A-0000001')).toMatchObject(notEnrolled)
    expect(await ask(other.tillA)).toMatchObject(notEnrolled)
    expect(await ask(`${place.tillA.slice(0, 16)}${'x'.repeat(40)}`)).toMatchObject(notEnrolled)
    // managers see their tills, never the secret's hash
    const till = await place.staff.manager.collection('tills').getOne(place.tillA.slice(0, 15))
    expect(till).toMatchObject({ name: 'Cassa A', restaurant: place.restaurantId })
    expect(till.secret_hash).toBeUndefined()
    await expect(place.staff.waiter.collection('tills').getOne(till.id)).rejects.toMatchObject({ status: 404 })
    expect((await call(place.staff.waiter, 'POST', `/api/conto/fiscal/tills/${till.id}/revoke`, {})).status).toBe(403)
    expect((await call(place.staff.manager, 'POST', `/api/conto/fiscal/tills/${till.id}/revoke`, {})).status).toBe(200)
    expect(await ask(place.tillA)).toMatchObject(notEnrolled)
    expect((await ask(place.tillB)).status).toBe(200)
  })

  it("a waiter cannot fail or report a job a till holds, nor give it another documento's number", async () => {
    const place = await placeWithPayments([250, 1250])
    const first = await next(place.staff.waiter, place, place.tillA)
    const jobPath = (outcome: string) => `/api/conto/fiscal/jobs/${first.job!.id}/${outcome}`
    // a made-up till name cannot fail it (the real till may be printing it) nor call it printed
    expect(await call(place.staff.waiter, 'POST', jobPath('failed'), { device: 'till-waiter-123', error: 'x' })).toMatchObject(notEnrolled)
    expect(await call(place.staff.waiter, 'POST', jobPath('printed'), { device: 'till-waiter-123', result: printedAs(7) })).toMatchObject(notEnrolled)
    expect((await printed(place.staff.waiter, first.job!.id, place.tillA, 7)).status).toBe(200)
    const second = await next(place.staff.waiter, place, place.tillA)
    // the same number, or one before it on the same printer: not this documento
    for (const number of [7, 6]) {
      expect(await printed(place.staff.waiter, second.job!.id, place.tillA, number)).toMatchObject({ status: 409, body: { error: { code: 'fiscal_number_behind' } } })
    }
    expect((await printed(place.staff.waiter, second.job!.id, place.tillA, 8)).status).toBe(200)
  })
})

describe("the printer's day against Conto's (issue 35)", () => {
  it('counts what Conto recorded on this printer in this Z, and what it certifies', async () => {
    const place = await placeWithPayments([1000, 1500])
    const day = (device: string, zNumber = 46) =>
      call(place.staff.waiter, 'POST', '/api/conto/fiscal/day', { restaurant: place.restaurantId, device, serial: printedAs(1).serial, zNumber })
    expect((await day(place.tillA)).body).toEqual({ printed: 0, certified: 0 })
    for (const number of [3, 4]) {
      const taken = await next(place.staff.waiter, place, place.tillA)
      expect((await printed(place.staff.waiter, taken.job!.id, place.tillA, number)).status).toBe(200)
    }
    expect((await day(place.tillA)).body).toEqual({ printed: 2, certified: 2500 })
    expect((await day(place.tillA, 47)).body).toEqual({ printed: 0, certified: 0 })
    expect(await day('till-made-up-name')).toMatchObject({ status: 403, body: { error: { code: 'till_not_enrolled' } } })
  })

  it("keeps what the printer said beside Conto's, for managers only: the count, then the closure's amount", async () => {
    const place = await placeWithPayments([1000, 1500])
    const serial = printedAs(1).serial
    const say = (printer: { printerCount?: unknown; printerAmount?: unknown }) =>
      call(place.staff.waiter, 'POST', '/api/conto/fiscal/day', { restaurant: place.restaurantId, device: place.tillA, serial, zNumber: 46, ...printer })
    const taken = await next(place.staff.waiter, place, place.tillA)
    expect((await printed(place.staff.waiter, taken.job!.id, place.tillA, 1)).status).toBe(200)
    const days = (pb: PocketBase) => pb.collection('fiscal_days').getFullList({ filter: `restaurant = "${place.restaurantId}"` })

    // a documento printed by hand: the printer says 2, Conto knows 1
    expect((await say({ printerCount: 2 })).body).toEqual({ printed: 1, certified: 1000 })
    expect(await days(place.staff.manager)).toMatchObject([{ serial, z_number: 46, printer_count: 2, conto_count: 1, closed: false, differs: true }])
    // the closure: the printer's day amount against what Conto certified, in the same record
    expect((await say({ printerCount: 2, printerAmount: 1480 })).status).toBe(200)
    expect(await days(place.staff.manager)).toMatchObject([{ printer_count: 2, printer_amount: 1480, conto_amount: 1000, closed: true, differs: true }])
    // only the route writes; waiters do not read it
    expect(await days(place.staff.waiter)).toEqual([])
    await expect(place.staff.manager.collection('fiscal_days').create({ restaurant: place.restaurantId, serial, z_number: 52 })).rejects.toMatchObject({ status: 403 })
    for (const bad of [{ printerCount: -1 }, { printerCount: 'x' }, { printerCount: 2, printerAmount: 1.5 }]) {
      expect(await say(bad)).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } })
    }
  })
})

describe("the shift report's documenti commerciali", () => {
  it('counts what printed, what waits and what was refused, and what the printed ones certify', async () => {
    const other = await placeWithPayments([1000, 1500, 2000])
    const report = async (pb: PocketBase) => {
      const answer = await call(pb, 'GET', `/api/conto/reports/shift?restaurant=${other.restaurantId}`)
      expect(answer.status).toBe(200)
      return answer.body.fiscal
    }
    expect(await report(other.staff.manager)).toEqual({ printed: 0, certified: 0, waiting: 3, failed: 0 })
    const first = await next(other.staff.waiter, other, other.tillA)
    expect((await printed(other.staff.waiter, first.job!.id, other.tillA, 21)).status).toBe(200)
    const second = await next(other.staff.waiter, other, other.tillA)
    await call(other.staff.waiter, 'POST', `/api/conto/fiscal/jobs/${second.job!.id}/failed`, { device: other.tillA, error: 'refused' })
    expect(await report(other.staff.manager)).toEqual({ printed: 1, certified: 1000, waiting: 1, failed: 1 })
    // a waiter's report is their own row: the restaurant's receipts are not in it
    expect(await report(other.staff.waiter)).toBeNull()
  })
})

describe('a refused sale whose payment was voided since', () => {
  it('is not put back in the queue: it would certify money nobody kept', async () => {
    const other = await placeWithPayments([1000])
    const sale = await next(other.staff.waiter, other, other.tillA)
    await call(other.staff.waiter, 'POST', `/api/conto/fiscal/jobs/${sale.job!.id}/failed`, { device: other.tillA, error: 'refused' })
    const paymentId = (await (await admin()).collection('transactions').getFirstListItem(`order = "${other.orderId}"`)).id
    expect((await call(other.staff.manager, 'POST', `/api/conto/payments/${paymentId}/void`, { reason: 'Wrong table' })).status).toBe(200)
    const retried = await call(other.staff.manager, 'POST', `/api/conto/fiscal/jobs/${sale.job!.id}/retry`, {})
    expect(retried).toMatchObject({ status: 409, body: { error: { code: 'fiscal_job_voided' } } })
  })
})

describe('a job nobody can settle from the printer (issue 35)', () => {
  it('keeps the baseline its till stored, holds the queue once unclear, and only a manager settles it', async () => {
    const place = await placeWithPayments([1000, 1500])
    const first = await next(place.staff.waiter, place, place.tillA)
    const jobPath = (outcome: string) => `/api/conto/fiscal/jobs/${first.job!.id}/${outcome}`
    expect((await call(place.staff.waiter, 'POST', jobPath('renew'), { device: place.tillA, baseline: { zNumber: 'x' } })).status).toBe(400)
    expect((await call(place.staff.waiter, 'POST', jobPath('renew'), { device: place.tillA, baseline: { zNumber: 46, documentNumber: 11 } })).status).toBe(200)
    // the till died after sending: the job comes back with where the printer stood
    expect((await next(place.staff.waiter, place, place.tillA)).job).toMatchObject({ mode: 'resume', baseline: { zNumber: 46, documentNumber: 11 } })

    const seen = { zNumber: 46, documentNumber: 13, amount: 1000, date: '28/11/2026', fiscal: true }
    expect((await call(place.staff.waiter, 'POST', jobPath('unclear'), { device: place.tillA, unclear: { reason: 'guess', seen } })).status).toBe(400)
    expect((await call(place.staff.manager, 'POST', jobPath('unclear'), { device: place.tillB, unclear: { reason: 'moved', seen } })).status).toBe(409)
    expect((await call(place.staff.waiter, 'POST', jobPath('unclear'), { device: place.tillA, unclear: { reason: 'moved', baseline: { zNumber: 46, documentNumber: 11 }, seen } })).status).toBe(200)

    // nothing after it prints, on any till
    expect(await next(place.staff.manager, place, place.tillB)).toEqual({ job: null, unclear: { id: first.job!.id } })
    const su = await admin()
    expect(await su.collection('fiscal_jobs').getOne(first.job!.id)).toMatchObject({ status: 'unclear', unclear: { reason: 'moved', seen: { documentNumber: 13 } } })

    // a waiter cannot say; a manager says printed, with the number off the paper
    expect((await call(place.staff.waiter, 'POST', jobPath('resolve'), { printed: false })).status).toBe(403)
    expect((await call(place.staff.manager, 'POST', jobPath('resolve'), { printed: true, result: { documentNumber: 12 } })).status).toBe(400)
    expect((await call(place.staff.manager, 'POST', jobPath('resolve'), { printed: true, result: printedAs(12) })).status).toBe(200)
    expect(await su.collection('fiscal_jobs').getOne(first.job!.id)).toMatchObject({ status: 'printed', result: printedAs(12) })
    expect((await call(place.staff.manager, 'POST', jobPath('resolve'), { printed: false })).status).toBe(409)
    // the queue goes on
    expect((await next(place.staff.manager, place, place.tillB)).job!.document.total).toBe(1500)
  })

  it('"not printed" puts it back at the head, to be printed as new', async () => {
    const place = await placeWithPayments([700])
    const first = await next(place.staff.waiter, place, place.tillA)
    const jobPath = (outcome: string) => `/api/conto/fiscal/jobs/${first.job!.id}/${outcome}`
    await call(place.staff.waiter, 'POST', jobPath('renew'), { device: place.tillA, baseline: { unknown: true } })
    expect((await call(place.staff.waiter, 'POST', jobPath('unclear'), { device: place.tillA, unclear: { reason: 'no_baseline', baseline: { unknown: true }, seen: null } })).status).toBe(200)
    expect((await call(place.staff.manager, 'POST', jobPath('resolve'), { printed: false })).status).toBe(200)
    expect((await next(place.staff.manager, place, place.tillB)).job).toMatchObject({ id: first.job!.id, mode: 'print', baseline: null })
  })
})
