import { useEffect, useRef } from 'react'
import { FunctionError } from '@/lib/api/functions-client'
import { releaseClaim, renewClaim } from './api'

// Codes that say the claim is gone for good: a fresh checkout session is the way on.
const ENDED_CODES: readonly string[] = ['claim_ended', 'claim_not_found']

/**
 * True when a heartbeat's failure says the claim no longer exists (released, lapsed or paid):
 * its code, or the heartbeat's 409 whatever the body says.
 */
export function isClaimEnded(error: unknown): boolean {
  return error instanceof FunctionError && (ENDED_CODES.includes(error.code ?? '') || error.status === 409)
}

interface ClaimKeeperOptions {
  /** The checkout session whose claim this page holds; nothing is renewed without one. */
  sessionId: string | undefined
  /** How often to renew, from the create answer; no heartbeat without it (an older server). */
  heartbeatSeconds: number | undefined
  /** The claim ended on the server before the diner paid: fetch a fresh session. */
  onEnded: () => void
  /** The claim was given back as the diner left: forget the session, refresh the bill. */
  onReleased: () => void
}

/**
 * Holds the payment page's claim on the bill (docs/decisions/018): renews it every
 * `heartbeatSeconds` while the page is visible (at once when it becomes visible again), and
 * releases it when the diner leaves (unmount, pagehide) unless they have started paying.
 * Returns `markPaying`, to call as the diner confirms: from then on the claim is never released.
 */
export function useClaimKeeper({ sessionId, heartbeatSeconds, onEnded, onReleased }: ClaimKeeperOptions) {
  const paying = useRef(false)
  const released = useRef(false)
  const pendingRelease = useRef<ReturnType<typeof setTimeout>>(undefined)
  const callbacks = useRef({ onEnded, onReleased })
  useEffect(() => {
    callbacks.current = { onEnded, onReleased }
  })

  useEffect(() => {
    if (!sessionId || !heartbeatSeconds || heartbeatSeconds <= 0) return
    released.current = false
    let inFlight = false
    let stopped = false
    const beat = async () => {
      if (inFlight || stopped || released.current || document.visibilityState === 'hidden') return
      inFlight = true
      try {
        await renewClaim()
      } catch (error) {
        // a missed beat is tried again at the next tick; only a claim that is gone needs action
        if (!stopped && !paying.current && isClaimEnded(error)) {
          stopped = true
          callbacks.current.onEnded()
        }
      } finally {
        inFlight = false
      }
    }
    let timer = setInterval(() => void beat(), heartbeatSeconds * 1_000)
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return
      clearInterval(timer)
      void beat()
      timer = setInterval(() => void beat(), heartbeatSeconds * 1_000)
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stopped = true
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [sessionId, heartbeatSeconds])

  useEffect(() => {
    const onPageHide = () => {
      if (paying.current || released.current) return
      released.current = true
      void releaseClaim({ beacon: true })
    }
    // back from the browser's page cache: the claim was given back as the page was hidden
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !released.current || paying.current) return
      released.current = false
      callbacks.current.onEnded()
    }
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    // StrictMode's dev double mount unmounts and mounts again at once: the release waits a tick
    // and a remount cancels it, so only a real unmount gives the claim back.
    clearTimeout(pendingRelease.current)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
      pendingRelease.current = setTimeout(() => {
        if (paying.current || released.current) return
        released.current = true
        void releaseClaim().then(() => callbacks.current.onReleased())
      }, 0)
    }
  }, [])

  return {
    markPaying: () => {
      paying.current = true
    },
  }
}
