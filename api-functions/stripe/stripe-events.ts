import type Stripe from 'stripe'
import type { Context } from '../_lib/context.ts'

// Handled Stripe events, by id, in the superuser-only stripe_events collection.

const EVENTS = '/api/collections/stripe_events/records'

export async function wasEventHandled(ctx: Context, eventId: string): Promise<boolean> {
  // event ids are evt_ + letters/digits (verified by the signature); quote them anyway
  const filter = encodeURIComponent(`event_id="${eventId.replace(/[^\w]/g, '')}"`)
  const answer = await ctx.pocketbase.send<{ items: unknown[] }>('GET', `${EVENTS}?filter=${filter}&perPage=1&skipTotal=1`)
  return answer.status === 200 && answer.body.items.length > 0
}

/** Records the event as handled; a concurrent delivery that got there first is fine (unique index). */
export async function markEventHandled(ctx: Context, event: Stripe.Event): Promise<void> {
  await ctx.pocketbase.send('POST', EVENTS, { event_id: event.id, type: event.type })
}
