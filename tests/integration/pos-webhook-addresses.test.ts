// Where a POS webhook is posted (api-functions/pos/public-address.ts): an https address on a private
// network is refused before any connection, named or written as an IP, and reported as a failed
// try with why; CONTO_POS_WEBHOOKS_ALLOW_HTTP=true (development, the tests' receivers) lets
// 127.0.0.1 have it. One try at a time through sendDelivery: deliverDueWebhooks with the switch off
// would lease, and refuse, the http deliveries of the other files sharing this PocketBase.
import { once } from 'node:events'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sendDelivery } from '../../api-functions/pos/webhook-deliveries.ts'

const delivery = (url: string) => ({
  id: 'dlv000000000001',
  eventId: 'evt000000000001',
  attempt: 1,
  kind: 'webhook' as const,
  config: {},
  url,
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  payload: JSON.stringify({ id: 'evt000000000001', type: 'payment.completed', data: {} }),
})

describe('POS webhooks to private addresses', () => {
  let server: Server
  let port: number
  let connections = 0
  const switchBefore = process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP

  beforeAll(async () => {
    // what a metadata service or an internal admin page would be: anything listening privately
    server = createServer((socket) => {
      connections++
      socket.destroy()
    }).listen(0, '127.0.0.1')
    await once(server, 'listening')
    port = (server.address() as AddressInfo).port
  })
  afterEach(() => {
    process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = switchBefore
  })
  afterAll(() => server?.close())

  it.each([
    ['written as an IP', () => `https://127.0.0.1:${port}/conto`, /^The address is on a private network \(127\.0\.0\.1\)\.$/],
    ['IPv4 inside IPv6', () => `https://[::ffff:127.0.0.1]:${port}/conto`, /^The address is on a private network \(::ffff:7f00:1\)\.$/],
    ['behind a name', () => `https://localhost:${port}/conto`, /^The address is on a private network \((127\.0\.0\.1|::1)\)\.$/],
  ])('refuses https to a private address %s, without connecting', async (_how, url, error) => {
    process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'false'
    const outcome = await sendDelivery(delivery(url()))
    expect(outcome).toMatchObject({ delivered: false, status: 0 })
    expect(outcome.error).toMatch(error)
    expect(connections).toBe(0)
  })

  it('delivers to a receiver on 127.0.0.1 when CONTO_POS_WEBHOOKS_ALLOW_HTTP=true, the one switch', async () => {
    process.env.CONTO_POS_WEBHOOKS_ALLOW_HTTP = 'true'
    const receiver = createHttpServer((request, response) => {
      request.resume()
      request.on('end', () => response.writeHead(204).end())
    }).listen(0, '127.0.0.1')
    await once(receiver, 'listening')
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/conto`
      expect(await sendDelivery(delivery(url))).toEqual({ delivered: true, status: 204, error: '' })
    } finally {
      receiver.close()
    }
  })
})
