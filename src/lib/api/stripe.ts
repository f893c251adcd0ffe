// The app's only door to Stripe's browser SDK. Imported solely by the lazily loaded payment
// route, so neither this module nor Stripe.js (fetched from js.stripe.com) is part of the
// first load of any other page.
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { env } from '@/config/env'

export {
  CheckoutElementsProvider,
  ExpressCheckoutElement,
  PaymentElement,
  useCheckoutElements,
  type StripeCheckoutElementsValue,
} from '@stripe/react-stripe-js/checkout'
export type {
  Appearance,
  StripeCheckoutConfirmResult,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js'

let stripePromise: Promise<Stripe | null> | undefined

/**
 * Stripe.js, loaded once on first use. Resolves to null without a publishable key; rejects when
 * the script cannot be fetched (the provider then reports it as not loaded).
 */
export function getStripe(): Promise<Stripe | null> {
  if (!env.stripePublishableKey) return Promise.resolve(null)
  stripePromise ??= loadStripe(env.stripePublishableKey).catch((error: unknown) => {
    // let a later visit try again
    stripePromise = undefined
    throw error
  })
  return stripePromise
}
