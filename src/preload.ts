// The first and only script index.html loads. On a diner's home or bill address it starts the
// diner's reads, paints the page from their answers with plain DOM (routes/diner/pre-paint.ts),
// and only then asks for the app: React and the framework download after the bill is on screen,
// not before (docs/decisions/023). A file, not an inline script: the CSP needs no 'unsafe-inline'.
import { readStoredLanguage } from '@/lib/language'
import { hasOfflineCopy } from '@/lib/offline-cache'
import { canPrePaint, prePaintDinerPage } from '@/routes/diner/pre-paint'
import { matchDinerPath, preloadDinerData } from '@/routes/diner/preload'
import '@/styles/global.css'

/** The longest the app waits for the reads before loading anyway (and showing its skeleton). */
const PRE_PAINT_WAIT_MS = 1_500

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
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), PRE_PAINT_WAIT_MS))
  Promise.race([data, timeout])
    .then(
      (loaded) => {
        if (!loaded || !canPrePaint(loaded, address.isHome)) return false
        prePaintDinerPage(root, loaded, address.isHome, readStoredLanguage())
        return true
      },
      // a failed read: the app asks again and shows its error
      () => false,
    )
    // once painted, the app is requested after that frame, so it never delays the paint
    .then((painted) => (painted ? requestAnimationFrame(() => setTimeout(startApp, 0)) : startApp()))
    .catch(startApp)
}
