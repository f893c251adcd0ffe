// The first and only script index.html loads (a file, not an inline script: the CSP needs no
// 'unsafe-inline'). On a diner page the web server has rendered (src/entry-server.tsx), the app
// (React and the framework, ~120 KB) is asked for once that page and its photos are on screen:
// on slow 4G it would otherwise share the line with them and push the page's largest paint (the
// hero photo) back (decisions 024, 033). Everywhere else it is asked for at once.

/** The longest the page's photos may hold the app back. */
const PHOTO_WAIT_MS = 1_000
/** Dispatched on window by the app's providers (app/providers.tsx) once React has taken the rendered page over. */
const HYDRATED_EVENT = 'conto:hydrated'

let appRequested = false
function startApp(): void {
  if (appRequested) return
  appRequested = true
  void import('./main')
}

const root = document.getElementById('root')
if (root?.firstElementChild) {
  keepEarlyTaps(root)
  void photosShown(root).then(afterNextFrame).then(startApp, startApp)
} else {
  startApp()
}

/**
 * A tap on one of the rendered page's buttons (the waiter bell, "Pay") before React has arrived
 * would do nothing: it is kept, the app is asked for at once, and the tap is given to the same
 * button once React has taken the page over (hydration keeps the page's elements). Links need no
 * help; taps after React has started are React's to replay.
 */
function keepEarlyTaps(root: HTMLElement): void {
  let tapped: HTMLElement | undefined
  const onTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || !root.contains(button) || reactListens(root)) return
    tapped = button
    startApp()
  }
  document.addEventListener('click', onTap, true)
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', onTap, true)
      // in a task of its own: the event comes from inside React's effects, where a tap is not handled
      setTimeout(() => {
        if (tapped?.isConnected) tapped.click()
      }, 0)
    },
    { once: true },
  )
}

/** Whether React has started on the page: from then on it replays such taps itself. */
function reactListens(root: HTMLElement): boolean {
  return Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
}

/** Resolves when the images in `root` are decoded (or failed), or after PHOTO_WAIT_MS at most. */
function photosShown(root: HTMLElement): Promise<unknown> {
  const decoded = Array.from(root.querySelectorAll('img'), (image) => image.decode().catch(() => undefined))
  return Promise.race([Promise.all(decoded), new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS))])
}

/** After the frame that shows the page, so the app never delays its paint. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
