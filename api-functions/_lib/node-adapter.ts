import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { CLIENT_ADDRESS_HEADER } from './rate-limit.ts'

/**
 * Turns a Node request into a Web Request; the body stays a raw stream (Stripe signatures need it).
 * The socket's address travels in x-conto-client-ip (a value the client sent is replaced).
 */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  headers.delete(CLIENT_ADDRESS_HEADER)
  if (req.socket.remoteAddress) headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error duplex is required by Node's fetch for streamed bodies but missing from the DOM types
    duplex: 'half',
  })
}

/** Writes a Web Response back through Node's response object. */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}
