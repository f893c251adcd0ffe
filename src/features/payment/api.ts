import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { checkoutRequestSchema } from '@/domain/checkout-contract'
import { callFunction } from '@/lib/api/functions-client'
import { shouldRetry } from '@/lib/live/query-client'

// The payment functions of SPEC §7 (api-functions/stripe/*), called through the one functions client.

/** What the payment page asks for: the one contract the function parses (src/domain/checkout-contract.ts). */
export type CheckoutSessionRequest = z.input<typeof checkoutRequestSchema>

export interface CheckoutAmounts {
  currency: string
  base: number
  tip: number
  total: number
}

/** The claim the session holds on the bill (docs/decisions/018): renewed while the page is open. */
export interface CheckoutClaim {
  expiresAt: string
  heartbeatSeconds: number
}

export interface CheckoutSessionAnswer {
  clientSecret: string
  sessionId: string
  /** True on a server without Stripe keys: the page shows the test payment form (docs/decisions/016). */
  demo?: boolean
  amounts: CheckoutAmounts
  /** Absent from a server older than decision 018: nothing to renew then. */
  claim?: CheckoutClaim
}

export type CheckoutStatus = 'completed' | 'pending' | 'failed'

export interface CheckoutStatusAnswer {
  id: string
  status: CheckoutStatus | (string & {})
}

/** Status polling interval on the result page (SPEC §9). */
export const CHECKOUT_STATUS_POLL_MS = 1_000

export const paymentKeys = {
  all: ['payment'] as const,
  session: (request: CheckoutSessionRequest) => [...paymentKeys.all, 'session', request] as const,
  status: (sessionId: string) => [...paymentKeys.all, 'status', sessionId] as const,
}

export function createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSessionAnswer> {
  return callFunction('/api/stripe/create-checkout-session', request)
}

export function getCheckoutSession(sessionId: string): Promise<CheckoutStatusAnswer> {
  return callFunction('/api/stripe/get-checkout-session', { sessionId })
}

export const CLAIM_HEARTBEAT_PATH = '/api/stripe/claim-heartbeat'
export const RELEASE_CLAIM_PATH = '/api/stripe/release-claim'

/** Keeps this browser's claim alive (the HttpOnly claim cookie names it); 409 `claim_ended` once it is gone. */
export function renewClaim(): Promise<{ claimExpiresAt: string }> {
  return callFunction(CLAIM_HEARTBEAT_PATH, {})
}

/**
 * Gives this browser's claim back so the rest of the table may pay it. While the page lives, a
 * plain call (the caller waits for it before refreshing the bill); as the page goes away, a
 * beacon, which the browser still delivers after unload.
 */
export async function releaseClaim({ beacon = false }: { beacon?: boolean } = {}): Promise<void> {
  if (beacon && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(RELEASE_CLAIM_PATH)) return
  }
  await callFunction(RELEASE_CLAIM_PATH, {}).catch(() => undefined)
}

/** The test payment form's "pay": completes the checkout through the real webhook (demo servers only). */
export function payDemoCheckout(sessionId: string, email: string, method: 'test_payment' | 'satispay' = 'test_payment'): Promise<CheckoutStatusAnswer> {
  return callFunction('/api/stripe/demo-payment', { sessionId, email, method })
}

/** Puts the diner's codice lotteria on the payment about to be made ('' takes it off); before paying. */
export function saveLotteryCode(sessionId: string, lotteryCode: string): Promise<{ lotteryCode: string }> {
  return callFunction('/api/stripe/lottery-code', { sessionId, lotteryCode })
}

/**
 * One checkout session per distinct request: the same choices (StrictMode's double mount, a
 * return from the result page) reuse the session — and its claim — instead of opening another.
 * Never retried or persisted: a retry would claim again, and the client secret stays in memory.
 */
export function useCheckoutSession(request: CheckoutSessionRequest | undefined) {
  return useQuery({
    queryKey: request ? paymentKeys.session(request) : [...paymentKeys.all, 'session', 'none'],
    queryFn: () => {
      if (!request) throw new Error('No checkout request')
      return createCheckoutSession(request)
    },
    enabled: Boolean(request),
    retry: false,
    // asked even without a network, so "no connection" is said at once rather than waited out
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60 * 1_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { persist: false },
  })
}

/** True for the statuses that end the polling. */
export function isTerminalStatus(status: string | undefined): boolean {
  return status !== undefined && status !== 'pending'
}

/** The session's status from our transaction, polled every second until it is final. */
export function useCheckoutStatus(sessionId: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.status(sessionId ?? ''),
    queryFn: () => getCheckoutSession(sessionId ?? ''),
    enabled: Boolean(sessionId),
    retry: shouldRetry,
    refetchInterval: (query) => (isTerminalStatus(query.state.data?.status) ? false : CHECKOUT_STATUS_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    meta: { persist: false },
  })
}
