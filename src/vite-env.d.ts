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

// The diner pre-paint's few texts, picked from locales/ at build time (scripts/lib/vite-pre-paint-texts.ts).
declare module 'virtual:pre-paint-texts' {
  type Diner = typeof import('../locales/en/diner.json')
  type Common = typeof import('../locales/en/common.json')
  type PrePaintTexts = Pick<Diner, 'home' | 'bill' | 'page' | 'table'> & Pick<Common, 'appName' | 'footer'>
  const texts: Record<'it' | 'en', PrePaintTexts>
  export default texts
}
