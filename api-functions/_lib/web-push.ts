import webpush from 'web-push'
import type { Context } from './context.ts'

/** A staff device as the waiter-call route answers it. */
export interface PushTarget {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
  language: string
}

/** What the staff service worker shows (and opens when tapped). */
export interface PushPayload {
  title: string
  body: string
  url: string
  tag: string
}

export interface PushReport {
  sent: number
  removed: number
  failed: number
}

/**
 * Sends one encrypted Web Push per device (VAPID). A device whose push service answers 404/410
 * has unsubscribed: its subscription is deleted. Other failures are logged, never thrown: the
 * in-app notification already exists.
 */
export async function sendPushes(ctx: Context, targets: PushTarget[], payloadFor: (language: string) => PushPayload): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 }
  const { VAPID_SUBJECT, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = ctx.config
  await Promise.all(
    targets.map(async (target) => {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: target.keys }, JSON.stringify(payloadFor(target.language)), {
          vapidDetails: { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY },
          TTL: 120,
          urgency: 'high',
          timeout: 5_000,
          ...(ctx.pushAgent && { agent: ctx.pushAgent }),
        })
        report.sent++
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : 0
        if (status === 404 || status === 410) {
          await ctx.pocketbase
            .send('DELETE', `/api/collections/push_subscriptions/records/${target.id}`)
            .then(() => report.removed++)
            .catch((reason: unknown) => console.warn(`Could not delete gone subscription ${target.id}:`, reason))
        } else {
          report.failed++
          console.warn(`Web Push to ${new URL(target.endpoint).host} failed:`, status || (error as Error).message)
        }
      }
    }),
  )
  return report
}
