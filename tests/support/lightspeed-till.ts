// A Lightspeed K-Series stand-in for connector tests: a proxy in front of Prism serving the
// published document. Prism checks every request against it and answers its examples, but keeps
// no state, and it cannot send /o/op/1/pay's 400 at all (declared as `*/*`, which Prism will not
// serialise). The proxy adds the one rule the document states and Prism cannot play: a
// thirdPartyPaymentReference is accepted once, and a request Prism found valid that reuses one
// gets the document's 400. It can also fail a request on purpose (faults Prism cannot produce).
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface PayCall {
  body: Record<string, unknown>
  /** What Prism answered: 2xx means the body matched the document. */
  prismStatus: number
  /** Prism's `sl-violations` header: null when the request broke nothing. */
  violations: string | null
  /** What the proxy answered the connector. */
  answered: number
}

export interface Fault {
  status?: number
  body?: string
  headers?: Record<string, string>
  /** Never answer (the connector's timeout must fire). */
  hang?: boolean
}

export interface LightspeedTill {
  url: string
  payCalls: PayCall[]
  /** Answers the next request with this instead of forwarding it. */
  failNext: (fault: Fault) => void
  close: () => Promise<void>
}

export async function startLightspeedTill(prismUrl: string, reuseAnswer: unknown): Promise<LightspeedTill> {
  const usedReferences = new Set<string>()
  const payCalls: PayCall[] = []
  const faults: Fault[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const fault = faults.shift()
    if (fault) {
      if (fault.hang) return // the socket stays open until the client gives up or close()
      res.writeHead(fault.status ?? 500, { 'content-type': 'application/json', ...fault.headers })
      res.end(fault.body ?? '')
      return
    }
    const answer = await fetch(`${prismUrl}${req.url}`, { method: req.method, headers: forwardable(req.headers), body: body || undefined })
    const text = await answer.text()
    let status = answer.status
    let out = text
    if (req.method === 'POST' && req.url === '/o/op/1/pay') {
      const payment = JSON.parse(body) as Record<string, unknown>
      const reference = String(payment.thirdPartyPaymentReference)
      const reused = answer.ok && usedReferences.has(reference)
      if (answer.ok) usedReferences.add(reference)
      if (reused) [status, out] = [400, JSON.stringify(reuseAnswer)]
      payCalls.push({ body: payment, prismStatus: answer.status, violations: answer.headers.get('sl-violations'), answered: status })
    }
    res.writeHead(status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
    res.end(out)
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    payCalls,
    failNext: (fault) => faults.push(fault),
    close: () => {
      server.closeAllConnections()
      return new Promise((resolveClose) => server.close(() => resolveClose()))
    },
  }
}

function forwardable(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => typeof value === 'string' && name !== 'host' && name !== 'content-length'),
  ) as Record<string, string>
}
