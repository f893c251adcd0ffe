import { useRef } from 'react'

/** A random idempotency key (32 hex digits: fits CLIENT_KEY_PATTERN), also outside a secure context. */
export function createRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Idempotency keys for the writes that move money (DESIGN invariant 6): the same payload gets the
 * same key for as long as the screen is open, so a retry after a lost answer or a double tap is
 * the same request to the server, which then does it once; a changed payload is a new request.
 */
export function useRequestIds(): (payload: unknown) => string {
  const ids = useRef(new Map<string, string>())
  return (payload) => {
    const key = JSON.stringify(payload)
    let id = ids.current.get(key)
    if (!id) {
      id = createRequestId()
      ids.current.set(key, id)
    }
    return id
  }
}
