import type { Context } from './context.ts'
import { ConfigError } from './env.ts'

/**
 * Runs `work` every `intervalMs` in this process, never two at once, without keeping the process
 * alive. Quiet while the functions are not configured; a failed run is logged and tried again next
 * time. Returns the stop.
 */
export function runEvery(label: string, intervalMs: number, getContext: () => Context, work: (ctx: Context) => Promise<unknown>): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    Promise.resolve()
      .then(() => work(getContext()))
      .catch((error: unknown) => {
        if (!(error instanceof ConfigError)) console.warn(`${label} failed:`, (error as Error).message)
      })
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
