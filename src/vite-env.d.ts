/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the PocketBase server; defaults to the local dev server. */
  readonly VITE_POCKETBASE_URL?: string
  /** Stripe publishable key for the payment page. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string
  /** The simulated fiscal printer `npm run dev` runs (scripts/dev.ts sets it); unset in a real build. */
  readonly VITE_DEMO_PRINTER_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
