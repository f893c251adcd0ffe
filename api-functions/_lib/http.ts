/** A Web-standard function handler: the same shape on Vite, the Node server and Vercel. */
export type Handler = (request: Request) => Promise<Response>

/** A JSON response; every error body is `{error: message}` so the UI can show it as is. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export function jsonError(status: number, message: string): Response {
  return json({ error: message }, status)
}
