/** What PocketBase's `subscribe` resolves to: the call that ends the subscription. */
type Unsubscribe = () => Promise<void>

/**
 * Keeps a realtime subscription for as long as an effect runs: returns the effect's cleanup.
 * A quick unmount (React's strict mode, a fast navigation) can clean up while the subscription is
 * still being set up: it is then ended as soon as it starts instead of left open.
 * Without realtime the screens still work, only not live: a failure goes to `onError`, not up.
 */
export function holdSubscription(subscribing: Promise<Unsubscribe>, onError: (error: unknown) => void = () => undefined): () => void {
  let cancelled = false
  let stop: Unsubscribe | undefined
  subscribing
    .then((unsubscribe) => {
      if (cancelled) void unsubscribe()
      else stop = unsubscribe
    })
    .catch(onError)
  return () => {
    cancelled = true
    void stop?.().catch(() => undefined)
  }
}
