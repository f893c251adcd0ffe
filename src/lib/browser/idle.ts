type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`), or now where it cannot tell. */
export function whenIdle(task: () => void, timeoutMs = 3_000): void {
  const w = window as IdleWindow
  if (w.requestIdleCallback) w.requestIdleCallback(task, { timeout: timeoutMs })
  else task()
}

/**
 * Runs `task` `delayMs` after now, when idle: for work a page will want soon but that must not
 * compete with its first load (the browser is often "idle" while waiting for the first reads).
 */
export function whenIdleLater(task: () => void, delayMs: number): () => void {
  const timer = window.setTimeout(() => whenIdle(task), delayMs)
  return () => window.clearTimeout(timer)
}
