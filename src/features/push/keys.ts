/** A VAPID public key (URL-safe base64, as web-push prints it) as the bytes PushManager wants. */
export function decodeVapidKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const trimmed = base64Url.trim()
  const padded = trimmed + '='.repeat((4 - (trimmed.length % 4)) % 4)
  const binary = atob(padded.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Bytes as URL-safe base64 without padding (how push subscriptions carry their keys). */
export function encodeBase64Url(buffer: ArrayBuffer | null): string {
  if (!buffer) return ''
  let binary = ''
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export interface PushSubscriptionFields {
  endpoint: string
  p256dh: string
  auth: string
}

/** The parts of a browser push subscription the server needs to encrypt and send a message. */
export function readSubscriptionFields(subscription: {
  endpoint: string
  getKey: (name: 'p256dh' | 'auth') => ArrayBuffer | null
}): PushSubscriptionFields {
  return {
    endpoint: subscription.endpoint,
    p256dh: encodeBase64Url(subscription.getKey('p256dh')),
    auth: encodeBase64Url(subscription.getKey('auth')),
  }
}

/** user_agent is capped at 300 characters by the collection. */
export function truncateUserAgent(userAgent: string, max = 300): string {
  return userAgent.length > max ? userAgent.slice(0, max) : userAgent
}
