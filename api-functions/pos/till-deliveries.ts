import { fetch as undiciFetch, type Agent } from 'undici'
import type { FunctionRouteAnswer, FunctionRouteBody } from '../../src/domain/function-routes.ts'
import type { PosPayment } from '../../src/domain/pos-api.ts'
import { PosConnectorError, type PosConnector } from './connectors/connector.ts'
import { createLightspeedConnector } from './connectors/lightspeed.ts'

// A payment delivered to a till Conto posts to itself (docs/decisions/044): the same outbox
// delivery as a webhook (webhook-deliveries.ts), but the payment goes through the till's connector.
// The connector posts it with Conto's payment id as the till's reference, so a retry after a lost
// answer is "already posted", never a second payment.

type Delivery = FunctionRouteAnswer<'posDueDeliveries'>['deliveries'][number]
type Outcome = FunctionRouteBody<'posDeliveryResult'>

/** The connector for a delivery's till, connecting only where `dispatcher` lets it. */
export function connectorFor(delivery: Pick<Delivery, 'url' | 'secret' | 'config'>, currency: string, timeoutMs: number, dispatcher: Agent): PosConnector {
  const config = delivery.config as { businessLocationId: number; webhookEndpointId: string }
  return createLightspeedConnector({
    baseUrl: delivery.url,
    token: delivery.secret,
    businessLocationId: config.businessLocationId,
    endpointId: config.webhookEndpointId,
    currency,
    timeoutMs,
    // the admin typed this address: the same public-only rule as a webhook's (public-address.ts)
    fetch: ((url: string, init: RequestInit) => undiciFetch(url, { ...(init as object), dispatcher })) as unknown as typeof fetch,
  })
}

/** One try: the payment posted to the till, or why not; a refusal no retry changes is permanent. */
export async function postToTill(delivery: Delivery, timeoutMs: number, dispatcher: Agent): Promise<Outcome> {
  const payment = (JSON.parse(delivery.payload) as { data: PosPayment }).data
  try {
    const connector = connectorFor(delivery, payment.currency, timeoutMs, dispatcher)
    const result = await connector.postPayment({
      paymentId: payment.id,
      amount: payment.amount,
      tip: payment.tip,
      currency: payment.currency,
      tableNumber: payment.table?.name ?? '',
      checkReference: payment.order.checkId,
    })
    return { delivered: true, status: 200, error: result.status === 'already_posted' ? 'Already on the till (posted before).' : '' }
  } catch (error) {
    if (!(error instanceof PosConnectorError)) throw error
    return { delivered: false, status: error.status ?? 0, error: error.message.slice(0, 500), permanent: !error.retryable && error.kind !== 'unauthorized' }
  }
}
