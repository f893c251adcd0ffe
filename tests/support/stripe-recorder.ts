// A pass-through proxy in front of stripe-mock that records what the functions ask Stripe for
// (stripe-mock answers, but does not echo most parameters back), so tests can assert the exact
// Checkout Session, idempotency key and Connect fields sent.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inject } from 'vitest'

export interface RecordedStripeRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
  /** The form-encoded body, as flat bracket keys, e.g. 'payment_intent_data[transfer_data][destination]'. */
  params: Record<string, string>
}

export interface StripeRecorder {
  url: string
  requests: RecordedStripeRequest[]
  close: () => Promise<void>
}

export async function startStripeRecorder(): Promise<StripeRecorder> {
  const target = inject('stripeMockUrl')
  const requests: RecordedStripeRequest[] = []
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      params: Object.fromEntries(new URLSearchParams(body)),
    })
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length') as [string, string][],
    )
    const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body: body || undefined })
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': answer.headers.get('request-id') ?? 'req_mock' })
    res.end(await answer.text())
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  }
}
