// Web Push on staff devices (waiter calls, payments): shows the message and brings the admin to the
// front when it is tapped.
//
// Payload (JSON, all optional): { title, body, url, tag, icon }. A plain-text payload becomes the
// body. `url` is a path inside the app (default /admin/notifications).

declare const self: ServiceWorkerGlobalScope

const DEFAULT_URL = '/admin/notifications'

interface PushPayload {
  title?: unknown
  body?: unknown
  url?: unknown
  tag?: unknown
  icon?: unknown
}

function readPayload(data: PushMessageData | null): PushPayload {
  if (!data) return {}
  try {
    const parsed: unknown = data.json()
    return parsed && typeof parsed === 'object' ? (parsed as PushPayload) : { body: String(parsed) }
  } catch {
    return { body: data.text() }
  }
}

function showPush(event: PushEvent): void {
  const payload = readPayload(event.data)
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Conto'
  const options: NotificationOptions & { renotify?: boolean } = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: typeof payload.icon === 'string' ? payload.icon : '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: typeof payload.url === 'string' && payload.url ? payload.url : DEFAULT_URL },
  }
  if (typeof payload.tag === 'string' && payload.tag) {
    // a repeated call from the same table replaces the previous one and alerts again
    options.tag = payload.tag
    options.renotify = true
  }
  event.waitUntil(self.registration.showNotification(title, options))
}

async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (!open) {
    await self.clients.openWindow(url)
    return
  }
  await open.focus()
  if (open.url === url) return
  // navigate() works only for pages this worker controls; otherwise open a new tab
  const moved = await open.navigate(url).catch(() => null)
  if (!moved) await self.clients.openWindow(url)
}

function openTappedPush(event: NotificationEvent): void {
  event.notification.close()
  const data = event.notification.data as { url?: string } | null
  const target = new URL(data?.url || DEFAULT_URL, self.location.origin)
  // only ever open our own app, whatever the payload said
  const url = target.origin === self.location.origin ? target.href : new URL(DEFAULT_URL, self.location.origin).href
  event.waitUntil(openApp(url))
}

export function listenForPushes(): void {
  self.addEventListener('push', showPush)
  self.addEventListener('notificationclick', openTappedPush)
}
