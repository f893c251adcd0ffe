// Calls Conto's own pb_hooks routes (/api/conto/*) by name, with the contract's types
// (src/domain/conto-routes.ts): no path or body is spelled at a call site. Refusals throw the SDK's
// ClientResponseError, with the route's `{error: {code, message}}` (pocketbase-errors.ts).
import type PocketBase from 'pocketbase'
import { CONTO_PATHS, type ContoRouteName, type ContoRouteParams } from '@/domain/conto-paths'
import type { ContoRouteAnswer, ContoRouteBody } from '@/domain/conto-routes'
import { pb } from '@/lib/api/pocketbase'

export function callConto<Name extends ContoRouteName>(
  name: Name,
  params: ContoRouteParams<Name>,
  body?: ContoRouteBody<Name>,
  client: PocketBase = pb,
): Promise<ContoRouteAnswer<Name>> {
  const route = CONTO_PATHS[name]
  const path = (route.path as (params: ContoRouteParams<Name>) => string)(params)
  return client.send(path, { method: route.method, body, requestKey: null })
}
