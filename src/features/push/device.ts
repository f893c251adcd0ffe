import { pb } from '@/lib/api/pocketbase'
import type { PushSubscriptionsRecord } from '@/domain/pocketbase-schema'
import { getServiceWorkerRegistration, isServiceWorkerSupported } from '@/lib/browser/service-worker'
import { readSubscriptionFields, decodeVapidKey, truncateUserAgent } from './keys'


/** VAPID public key of the server that sends pushes (build-time configuration). */
export const vapidPublicKey: string = ((import.meta.env.VITE_VAPID_PUBLIC_KEY as string | undefined) ?? '').trim()

/** Push cannot work on this device (no support, or notifications blocked): SPEC's first text. */
export class PushDisabledError extends Error {
  constructor() {
    super('Push notifications are disabled on this device')
    this.name = 'PushDisabledError'
  }
}

/** Anything else went wrong while setting push up: SPEC's second text. */
export class PushInitError extends Error {
  constructor(cause?: unknown) {
    super('Failed to initialize Push notifications', { cause })
    this.name = 'PushInitError'
  }
}

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    isServiceWorkerSupported() &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** A stored subscription (the generated record type: this screen reads only its id, user, restaurant and endpoint). */
export type PushSubscriptionRecord = PushSubscriptionsRecord

/** This device's browser subscription, if it has one. */
export async function getBrowserSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration('/')
  return registration ? registration.pushManager.getSubscription() : null
}

/** The stored subscription of this device for the signed-in user, if any. */
export async function findStoredSubscription(endpoint: string): Promise<PushSubscriptionRecord | null> {
  const page = await pb.collection('push_subscriptions').getList<PushSubscriptionRecord>(1, 1, {
    filter: pb.filter('endpoint = {:endpoint}', { endpoint }),
    skipTotal: true,
  })
  return page.items[0] ?? null
}

/**
 * Turns push on for this device: asks permission, subscribes through the service worker with
 * our VAPID key, and stores the subscription for this user and restaurant (one per device; a
 * device moved to another restaurant is stored again for the new one).
 */
export async function subscribeDevice(userId: string, restaurantId: string): Promise<PushSubscriptionRecord> {
  if (!isPushSupported()) throw new PushDisabledError()
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
  if (permission !== 'granted') throw new PushDisabledError()
  if (!vapidPublicKey) throw new PushInitError(new Error('VITE_VAPID_PUBLIC_KEY is not set'))

  let subscription: PushSubscription
  try {
    const registration = await getServiceWorkerRegistration()
    await navigator.serviceWorker.ready
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: decodeVapidKey(vapidPublicKey) }))
  } catch (error) {
    throw new PushInitError(error)
  }

  const fields = readSubscriptionFields(subscription)
  try {
    const stored = await findStoredSubscription(fields.endpoint)
    if (stored && stored.restaurant === restaurantId && stored.user === userId) return stored
    if (stored) await pb.collection('push_subscriptions').delete(stored.id)
    return await pb.collection('push_subscriptions').create<PushSubscriptionRecord>({
      user: userId,
      restaurant: restaurantId,
      ...fields,
      user_agent: truncateUserAgent(navigator.userAgent),
    })
  } catch (error) {
    throw new PushInitError(error)
  }
}

/** Turns push off for this device: forgets the stored subscription, then the browser's. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await getBrowserSubscription()
  if (!subscription) return
  const stored = await findStoredSubscription(subscription.endpoint)
  if (stored) await pb.collection('push_subscriptions').delete(stored.id)
  await subscription.unsubscribe()
}
