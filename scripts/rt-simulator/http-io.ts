// Small HTTP helpers: CORS, bodies, JSON answers.
import type { IncomingMessage, ServerResponse } from 'node:http'

const MAX_BODY_BYTES = 1024 * 1024

/**
 * Any origin may call, as a real RT allows the POS origins listed in its "trusted sites" setting.
 * Chrome's Local Network Access preflight asks for Allow-Private-Network as well.
 */
export function setCorsHeaders(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*')
  if (request.method !== 'OPTIONS') return
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS')
  response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Content-Type, SOAPAction, If-Modified-Since')
  response.setHeader('Access-Control-Max-Age', '600')
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true')
  }
}

/** The request body as UTF-8 text (capped at 1 MB). */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Error('request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body, null, 2))
}

export function sendXml(response: ServerResponse, xml: string): void {
  response.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' })
  response.end(xml)
}
