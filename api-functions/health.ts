import { json, type Handler } from './_lib/http.ts'

/** GET /api/functions/health — lets the dev stack and monitors see the functions are mounted. */
export const health: Handler = async () => json({ ok: true })
