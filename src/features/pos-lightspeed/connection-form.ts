import type { ContoRouteBody } from '@/domain/conto-routes'

/** Lightspeed K-Series' API, in production; the demo accounts use the trial one. */
export const LIGHTSPEED_API_URL = 'https://api.lsk.lightspeed.app'
export const LIGHTSPEED_TRIAL_API_URL = 'https://api.trial.lsk.lightspeed.app'

// the route's own limits (src/domain/conto-routes.ts connectLightspeed)
export const LIGHTSPEED_URL_MAX = 500
export const LIGHTSPEED_TOKEN_MAX = 4000
export const LIGHTSPEED_WEBHOOK_ID_MAX = 100

/** What the admin typed, as typed. */
export interface LightspeedFormValues {
  url: string
  accessToken: string
  businessLocationId: string
  webhookEndpointId: string
}

export type LightspeedField = keyof LightspeedFormValues
/** What is wrong with a field, named as office.json `restaurant.pos.lightspeed.form.errors` words it. */
export type LightspeedProblem =
  | 'urlRequired'
  | 'urlInvalid'
  | 'accessTokenRequired'
  | 'businessLocationIdRequired'
  | 'businessLocationIdInvalid'
  | 'webhookEndpointIdRequired'
export type LightspeedProblems = Partial<Record<LightspeedField, LightspeedProblem>>

/** The fields in the form's order: the first with a problem takes the focus. */
export const LIGHTSPEED_FIELDS = ['url', 'accessToken', 'businessLocationId', 'webhookEndpointId'] as const satisfies readonly LightspeedField[]

type ConnectBody = Omit<ContoRouteBody<'connectLightspeed'>, 'restaurant'>

/** An https address with a host: the access token goes there, so never in the clear. */
function isHttpsAddress(value: string): boolean {
  try {
    const { protocol, host } = new URL(value)
    return protocol === 'https:' && host !== ''
  } catch {
    return false
  }
}

/** A whole number of at least 1, digits only (Lightspeed's location ids run to 14 digits or more). */
function readLocationId(value: string): number | null {
  if (!/^\d{1,16}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id >= 1 ? id : null
}

/**
 * The connection's body when every field is right (trimmed; the location id a number), else what
 * is wrong with each field that is.
 */
export function checkLightspeedForm(values: LightspeedFormValues): { body: ConnectBody; problems?: undefined } | { body?: undefined; problems: LightspeedProblems } {
  const url = values.url.trim()
  const accessToken = values.accessToken.trim()
  const location = values.businessLocationId.trim()
  const webhookEndpointId = values.webhookEndpointId.trim()
  const businessLocationId = readLocationId(location)
  const problems: LightspeedProblems = {}
  if (url === '') problems.url = 'urlRequired'
  else if (!isHttpsAddress(url)) problems.url = 'urlInvalid'
  if (accessToken === '') problems.accessToken = 'accessTokenRequired'
  if (location === '') problems.businessLocationId = 'businessLocationIdRequired'
  else if (businessLocationId === null) problems.businessLocationId = 'businessLocationIdInvalid'
  if (webhookEndpointId === '') problems.webhookEndpointId = 'webhookEndpointIdRequired'
  if (Object.keys(problems).length > 0 || businessLocationId === null) return { problems }
  return { body: { url, accessToken, businessLocationId, webhookEndpointId } }
}

/** The address Lightspeed posts its payment notifications to, with the connection's own token. */
export function getLightspeedWebhookAddress(origin: string, endpointId: string, inboundToken: string): string {
  return `${origin}/api/pos/lightspeed/${encodeURIComponent(endpointId)}?token=${encodeURIComponent(inboundToken)}`
}

export interface LightspeedIds {
  businessLocationId: string
  webhookEndpointId: string
}

/** The till's ids a connection keeps in its `config`; empty strings where it has none. */
export function readLightspeedIds(config: unknown): LightspeedIds {
  const value = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {}
  const location = value.businessLocationId
  const webhook = value.webhookEndpointId
  return {
    businessLocationId: typeof location === 'number' || typeof location === 'string' ? String(location) : '',
    webhookEndpointId: typeof webhook === 'string' ? webhook : '',
  }
}
