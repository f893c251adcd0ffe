// A code chunk loaded on demand must survive a diner's bad signal (issue 21). Chromium remembers
// a dynamic import that failed and fails it again without asking the network, so trying the same
// import again is no use: what Vite documents for a failed chunk is a reload, which starts a fresh
// module map. A failed page chunk waits until the browser is online, then reloads the page once
// (the offline cache shows the last bill meanwhile); a second failure within a minute reaches the
// error screen, which offers the reload itself.

const RELOADED_AT_KEY = 'conto.chunkReloadAt'
const RELOAD_GUARD_MS = 60_000

function whenOnline(): Promise<void> {
  if (navigator.onLine !== false) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_GUARD_MS
  } catch {
    return true // no storage: never risk a reload loop
  }
}

/** `load()` (a dynamic import); when it fails, one reload once online, then the error. */
export async function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (typeof window === 'undefined' || reloadedRecently()) throw error
    await whenOnline()
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()))
    window.location.reload()
    // the page is going away: keep the spinner until it does
    return new Promise<T>(() => undefined)
  }
}
