import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { pb } from '@/lib/api/pocketbase'

export interface LiveTopic {
  collection: string
  /** Server-side filter, so only this restaurant's changes travel (checked against the list rule too). */
  filter?: string
  expand?: string
}

export interface LiveEvent {
  collection: string
  action: string
  record: Record<string, unknown>
}

export type LiveState = 'connecting' | 'live' | 'offline'

/** Bursts of changes (a payment touches several records) become one refetch. */
const DEBOUNCE_MS = 120

/**
 * Subscribes to every record change of the given collections (PocketBase realtime) and calls
 * `onChange` once per burst, plus once when the subscriptions start and after each reconnect:
 * changes made before a subscription existed (while the page was away, or shown from the offline
 * cache) or while the connection was down are never replayed. The state is `live` only once
 * that first catch-up read has answered, so a "live" badge never sits on old numbers. View
 * collections get no events of their own, so callers subscribe to the stored collections a view
 * reads and refetch the view.
 */
export function useLiveRecords(
  topics: readonly LiveTopic[],
  onChange: (events: LiveEvent[]) => unknown,
  enabled = true,
): LiveState {
  const [state, setState] = useState<LiveState>('connecting')
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const topicsKey = JSON.stringify(topics)

  useEffect(() => {
    if (!enabled) return
    const parsed = JSON.parse(topicsKey) as LiveTopic[]
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending: LiveEvent[] = []
    const flush = () => {
      timer = undefined
      const events = pending
      pending = []
      if (!cancelled) onChangeRef.current(events)
    }
    const push = (event: LiveEvent) => {
      pending.push(event)
      timer ??= setTimeout(flush, DEBOUNCE_MS)
    }

    // the first connect is the initial one; later ones follow a dropped connection
    let connects = pb.realtime.isConnected ? 1 : 0
    const unsubscribers = [
      pb.realtime.subscribe('PB_CONNECT', () => {
        if (connects++ > 0) push({ collection: 'PB_CONNECT', action: 'reconnect', record: {} })
      }),
      ...parsed.map((topic) =>
        pb.collection(topic.collection).subscribe(
          '*',
          (event) => push({ collection: topic.collection, action: event.action, record: event.record }),
          { filter: topic.filter, expand: topic.expand },
        ),
      ),
    ]
    Promise.all(unsubscribers).then(
      async () => {
        if (cancelled) return
        try {
          await onChangeRef.current([{ collection: 'PB_CONNECT', action: 'subscribed', record: {} }])
        } catch {
          // the read failed: the queries show their own error, the subscriptions still run
        }
        if (!cancelled) setState('live')
      },
      () => {
        if (!cancelled) setState('offline')
      },
    )

    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
      for (const unsubscribe of unsubscribers) {
        unsubscribe.then((stop) => stop()).catch(() => undefined)
      }
    }
  }, [topicsKey, enabled])

  return enabled ? state : 'offline'
}

/**
 * Reads the queries under `queryKey` again after a change. A query's first read still running
 * may have started before the change, and TanStack hands the refetch that read's answer (it
 * cancels only a running fetch that already has data): those are read once more when they end.
 * Nothing is cancelled, so no screen falls back to its spinner and loses the focus.
 */
export async function refreshAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const firstReads = queryClient
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching' })
    .filter((query) => query.state.data === undefined)
  await queryClient.invalidateQueries({ queryKey })
  await Promise.all(firstReads.map((query) => queryClient.refetchQueries({ queryKey: query.queryKey, exact: true })))
}
