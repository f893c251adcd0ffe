import type Stripe from 'stripe'
import type { Context } from '../_lib/context.ts'

/**
 * How the diner paid, in the words staff see (office `paymentMethods`): the wallet when a card
 * came through one (apple_pay, google_pay, link), otherwise the method type (card, sepa_debit…).
 */
export function describePaymentMethod(method: Pick<Stripe.PaymentMethod, 'type' | 'card'>): string {
  return method.card?.wallet?.type ?? method.type
}

/**
 * The payment method behind a paid session, from the session when it came with
 * `payment_intent.payment_method` expanded, else from its PaymentIntent. '' when there is none
 * or Stripe cannot say right now: the payment still completes, only the label is missing.
 */
export async function readPaymentMethod(ctx: Context, session: Stripe.Checkout.Session): Promise<string> {
  const intent = session.payment_intent
  if (!intent) return ''
  let method = typeof intent === 'string' ? null : intent.payment_method
  try {
    if (typeof intent === 'string' || typeof method === 'string') {
      const id = typeof intent === 'string' ? intent : intent.id
      method = (await ctx.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] })).payment_method
    }
  } catch (error) {
    console.error(`Stripe paymentIntents.retrieve failed for ${session.id}:`, error instanceof Error ? error.message : error)
    return ''
  }
  return method && typeof method === 'object' ? describePaymentMethod(method) : ''
}
