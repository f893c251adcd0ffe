// The first and only script index.html loads (a file, not an inline script: the CSP needs no
// 'unsafe-inline'). On a diner page the web server has rendered (src/entry-server.tsx), the app
// (React and the framework, ~120 KB) is asked for once that page and its photos are on screen:
// on slow 4G it would otherwise share the line with them and push the page's largest paint (the
// hero photo) back (decisions 024, 033). Everywhere else it is asked for at once.

/** The longest the page's photos may hold the app back. */
const PHOTO_WAIT_MS = 1_000

function startApp(): void {
  void import('./main')
}

const root = document.getElementById('root')
if (root?.firstElementChild) void photosShown(root).then(afterNextFrame).then(startApp, startApp)
else startApp()

/** Resolves when the images in `root` are decoded (or failed), or after PHOTO_WAIT_MS at most. */
function photosShown(root: HTMLElement): Promise<unknown> {
  const decoded = Array.from(root.querySelectorAll('img'), (image) => image.decode().catch(() => undefined))
  return Promise.race([Promise.all(decoded), new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS))])
}

/** After the frame that shows the page, so the app never delays its paint. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
