import { health } from '../health.ts'
import { jsonError, type Handler } from './http.ts'

interface Route {
  method: 'GET' | 'POST'
  handler: Handler
}

/** Every function, by path. The one place a new endpoint is registered. */
const routes: Record<string, Route> = {
  '/api/functions/health': { method: 'GET', handler: health },
}

/** True when the path belongs to the functions rather than to PocketBase or the SPA. */
export function isFunctionPath(pathname: string): boolean {
  return pathname in routes
}

/** Dispatches a request to its function; 404/405 JSON for what is not ours, 500 without internals. */
export async function handleFunctionRequest(request: Request): Promise<Response> {
  const route = routes[new URL(request.url).pathname]
  if (!route) return jsonError(404, 'Not found.')
  if (request.method !== route.method) return jsonError(405, `Use ${route.method}.`)
  try {
    return await route.handler(request)
  } catch (error) {
    console.error(error)
    return jsonError(500, 'Something went wrong while processing your request.')
  }
}
