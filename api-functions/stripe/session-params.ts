import type Stripe from 'stripe'
import type { Claim } from './claims.ts'

/**
 * Stripe's shortest Checkout Session lifetime is 30 minutes; a minute more absorbs clock skew. The
 * claim is much shorter (docs/decisions/018): when it ends, its session is expired at Stripe.
 */
export const SESSION_LIFETIME_SECONDS = 31 * 60

/**
 * What a euro table's diners may pay with (issue 37): cards, with Apple and Google Pay on them,
 * Link, and Satispay — Italy's most used payment app (Stripe: EUR only, Connect and Checkout
 * Elements supported, refunds and partial refunds). Other currencies keep what the account offers.
 */
export const EURO_PAYMENT_METHODS = ['card', 'link', 'satispay'] as const

export interface SessionParamsInput {
  claim: Claim
  appUrl: string
  applicationFeeBps: number
  nowSeconds: number
}

/** The Checkout Session for a claim: an Elements checkout of the claimed base and tip. */
export function buildSessionParams({ claim, appUrl, applicationFeeBps, nowSeconds }: SessionParamsInput): Stripe.Checkout.SessionCreateParams {
  const { transaction, restaurant, table, order } = claim
  const currency = transaction.currency.toLowerCase()
  const metadata = {
    transaction_id: transaction.id,
    order_id: order.id,
    restaurant_id: restaurant.id,
    table_id: table.id,
  }
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
    {
      quantity: 1,
      price_data: {
        currency,
        unit_amount: transaction.base,
        product_data: { name: `${restaurant.name} · ${table.name}${order.number ? ` · #${order.number}` : ''}` },
      },
    },
  ]
  if (transaction.tip > 0) {
    lineItems.push({ quantity: 1, price_data: { currency, unit_amount: transaction.tip, product_data: { name: 'Mancia / Tip' } } })
  }

  const paymentIntentData: Stripe.Checkout.SessionCreateParams.PaymentIntentData = {
    metadata,
    description: `${restaurant.name} · ${table.name}`,
  }
  const connect = claim.company.chargesEnabled && claim.company.stripeAccountId
  if (connect) {
    // destination charge: the restaurant's company receives the payment, Conto keeps its fee
    paymentIntentData.transfer_data = { destination: claim.company.stripeAccountId }
    const fee = Math.floor((transaction.total * applicationFeeBps) / 10_000)
    if (fee > 0) paymentIntentData.application_fee_amount = fee
  }

  return {
    ui_mode: 'elements',
    mode: 'payment',
    return_url: `${appUrl.replace(/\/$/, '')}/qr/${restaurant.id}/${table.id}/paymentResult?sessionId={CHECKOUT_SESSION_ID}`,
    line_items: lineItems,
    client_reference_id: transaction.id,
    metadata,
    payment_intent_data: paymentIntentData,
    expires_at: nowSeconds + SESSION_LIFETIME_SECONDS,
    ...(currency === 'eur' ? { payment_method_types: [...EURO_PAYMENT_METHODS] } : {}),
  }
}
