// Conto's service worker: shows Web Push messages sent to staff devices (waiter calls, payments)
// and brings the admin to the front when one is tapped. No caching: the app stays online-first.
//
// Payload (JSON, all optional): { title, body, url, tag, icon }. A plain-text payload becomes the
// body. `url` is a path inside the app (default /admin/notifications).

const DEFAULT_URL = '/admin/notifications'

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

function readPayload(data) {
  if (!data) return {}
  try {
    const parsed = data.json()
    return parsed && typeof parsed === 'object' ? parsed : { body: String(parsed) }
  } catch {
    return { body: data.text() }
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data)
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Conto'
  const options = {
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
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || DEFAULT_URL, self.location.origin)
  // only ever open our own app, whatever the payload said
  const url = target.origin === self.location.origin ? target.href : new URL(DEFAULT_URL, self.location.origin).href

  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        await open.focus()
        if (open.url === url) return
        // navigate() works only for pages this worker controls; otherwise open a new tab
        const moved = 'navigate' in open ? await open.navigate(url).catch(() => null) : null
        if (!moved) await self.clients.openWindow(url)
        return
      }
      await self.clients.openWindow(url)
    })(),
  )
})
