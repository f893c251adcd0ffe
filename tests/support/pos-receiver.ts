// A POS's side of the webhooks, for the tests (docs/decisions/043): a receiver that verifies each
// message with the `standardwebhooks` library and applies an event once by its webhook-id, as the
// convention asks, and a diner's QR payment through the functions' own routes.
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { expect } from 'vitest'
import { callFunctionRoute } from '../../api-functions/_lib/pocketbase-admin.ts'
import { getClaimLimits } from '../../api-functions/stripe/claims.ts'
import type { Context } from '../../api-functions/_lib/context.ts'
import type { PosPayment } from '@/domain/pos-api'
import { callConto } from '@/lib/api/conto-api'
import type { Place } from './place.ts'

export interface Event<Data = PosPayment> {
  id: string
  type: string
  data: Data
}

/**
 * A POS's webhook receiver: verifies the signature, applies each event once by webhook-id, and
 * misbehaves on request (`failNext` 500s before applying, `hangAfterApply` ms after applying).
 */
export async function startReceiver() {
  const state = { secret: '', failNext: 0, hangAfterApply: 0, received: 0, refusedSignatures: 0, applied: [] as Event[] }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      state.received++
      let event: Event
      try {
        event = new Webhook(state.secret).verify(body, request.headers as Record<string, string>) as Event
      } catch {
        state.refusedSignatures++
        response.writeHead(400).end()
        return
      }
      if (state.failNext > 0) {
        state.failNext--
        response.writeHead(500).end()
        return
      }
      if (!state.applied.some((one) => one.id === request.headers['webhook-id'])) state.applied.push(event)
      if (state.hangAfterApply > 0) {
        const wait = state.hangAfterApply
        state.hangAfterApply = 0
        setTimeout(() => response.writeHead(200).end(), wait)
        return
      }
      response.writeHead(200).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/conto`
  return { state, url, close: () => new Promise((resolve) => server.close(resolve)) }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>

export async function subscribe(place: Place, receiver: Receiver) {
  const made = await callConto('createPosEndpoint', {}, { restaurant: place.restaurantId, url: receiver.url }, place.staff.admin)
  receiver.state.secret = made.secret
  return made
}

/** A diner's QR payment through the functions' own routes: a split, a tip, paid by card. */
export async function payByQr(tableId: string, context: Context, split: object, tip: number, client: string): Promise<string> {
  const claim = { tableId, split, tips: { mode: 'fixed', amount: tip }, limits: getClaimLimits(context.config), client, replaceTransactionId: '' }
  const batch = await callFunctionRoute(context.pocketbase, 'claimsBatch', {}, { requests: [{ claim: claim as never }] })
  expect(batch.answers[0]!.status).toBe(200)
  const transactionId = (batch.answers[0]!.body as { transaction: { id: string } }).transaction.id
  const sessionId = `cs_hook_${transactionId}`
  await callFunctionRoute(context.pocketbase, 'claimsBatch', {}, { requests: [{ session: { id: transactionId, sessionId, paymentIntentId: '' } }] })
  await callFunctionRoute(context.pocketbase, 'reconcilePayment', {}, { sessionId, transactionId, outcome: 'paid', paymentIntentId: `pi_${transactionId}`, email: '', paymentMethod: 'mastercard', source: 'hook-test' })
  return transactionId
}
