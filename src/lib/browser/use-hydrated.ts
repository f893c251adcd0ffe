import { useSyncExternalStore } from 'react'

function subscribe(): () => void {
  return () => undefined
}

/**
 * False on the server and during hydration, true from the render after it: for what only the
 * browser draws (the toaster), so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
