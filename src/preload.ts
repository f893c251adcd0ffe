// The first and only script index.html loads. On a diner's home or bill address it starts the
// diner's reads, paints the page from their answers with plain DOM (routes/diner/pre-paint.ts),
// and only then asks for the app: React and the framework download after the bill is on screen,
// not before (docs/decisions/023). A file, not an inline script: the CSP needs no 'unsafe-inline'.
import { readStoredLanguage } from '@/lib/language'
import { hasOfflineCopy } from '@/lib/offline-cache'
import { canPrePaint, prePaintDinerPage } from '@/routes/diner/pre-paint'
import { matchDinerPath } from '@/config/diner-address'
import { preloadDinerData, preloadNextPageReads, type DinerData } from '@/routes/diner/preload'
import '@/styles/global.css'

/** The longest the app waits for the reads before loading anyway (and showing its skeleton). */
const PRE_PAINT_WAIT_MS = 1_500
/** The longest the painted page's photos (hero, logo) may hold the app back once painted. */
const PHOTO_WAIT_MS = 1_000

function startApp(): void {
  void import('./main')
}

const address = matchDinerPath(window.location.pathname)
const data = preloadDinerData(window.location.pathname)
const root = document.getElementById('root')

// A bill this device saved lately: the app shows it on its first render, without waiting for the
// network (which may be slow or gone), so it is not held back for a fresh paint.
if (!address || !data || !root || hasOfflineCopy(['bill', 'table', address.tableId])) {
  startApp()
} else {
  paintThenStartApp(root, data, address.isHome).catch(startApp)
}

/**
 * Paints the page from the reads if they arrive within PRE_PAINT_WAIT_MS and React would show
 * them as they are, then asks for the app. Once painted, the app waits for the page's photos:
 * on a slow connection its 100 KB would otherwise share the line with them and push the page's
 * largest paint (the hero photo) back by as much.
 */
async function paintThenStartApp(root: HTMLElement, data: Promise<DinerData>, isHome: boolean): Promise<void> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), PRE_PAINT_WAIT_MS))
  // a failed read: the app asks again and shows its error
  const loaded = await Promise.race([data, timeout]).catch(() => null)
  if (loaded && canPrePaint(loaded, isHome)) {
    prePaintDinerPage(root, loaded, isHome, readStoredLanguage())
    await photosShown(root)
    preloadNextPageReads(loaded)
    // after that frame, so the app never delays the paint
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  }
  startApp()
}

/** Resolves when the images in `root` are decoded (or failed), or after PHOTO_WAIT_MS at most. */
function photosShown(root: HTMLElement): Promise<unknown> {
  const decoded = Array.from(root.querySelectorAll('img'), (image) => image.decode().catch(() => undefined))
  return Promise.race([Promise.all(decoded), new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS))])
}
