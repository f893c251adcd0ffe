import { parsePocketBaseUrl } from './pocketbase-url'

/** Typed, validated build-time configuration. */
export const env = {
  pocketBaseUrl: parsePocketBaseUrl(import.meta.env.VITE_POCKETBASE_URL),
  /** Stripe publishable key (pk_…); empty means card payments cannot start. */
  stripePublishableKey: (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '').trim(),
} as const
