// The Cassa's till as a real OS process (tests/support/till-main.ts), for tests that kill it with
// SIGKILL mid-job and start it again, the way a tablet's browser dies beside the printer.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { TillPauses } from '../../src/features/cassa/till-loop.ts'

export interface TillSettings {
  /** Conto's PocketBase, e.g. http://127.0.0.1:41234 */
  contoUrl: string
  /** a staff member's PocketBase token */
  token: string
  restaurantId: string
  device: string
  printerUrl: string
  pauses: TillPauses
  /** how long the till waits for the printer's answer before it looks on the printer instead */
  printerTimeoutMs: number
}

/** One line the till writes: `printing` when it holds a job, else the step's kind and fields. */
export interface TillEvent {
  event: string
  jobId?: string
  mode?: string
  reason?: string
}

export interface TillProcess {
  device: string
  /** every event so far, oldest first */
  events: TillEvent[]
  /** The next event `matches` accepts, or null after `timeoutMs` or once the till has died. */
  waitFor(matches: (event: TillEvent) => boolean, timeoutMs: number): Promise<TillEvent | null>
  /** SIGKILL: no cleanup, no last request; resolves once the process is gone. */
  kill(): Promise<void>
}

const TILL_MAIN = fileURLToPath(new URL('./till-main.ts', import.meta.url))

export function startTill(settings: TillSettings): TillProcess {
  const child = spawn(process.execPath, ['--no-warnings', TILL_MAIN], {
    env: { ...process.env, CONTO_TILL: JSON.stringify(settings) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const events: TillEvent[] = []
  const listeners = new Set<(event: TillEvent) => void>()
  createInterface({ input: child.stdout }).on('line', (line) => {
    const event = JSON.parse(line) as TillEvent
    events.push(event)
    for (const listener of listeners) listener(event)
  })
  return {
    device: settings.device,
    events,
    waitFor(matches, timeoutMs) {
      return new Promise((resolve) => {
        const done = (event: TillEvent | null) => {
          listeners.delete(listen)
          clearTimeout(timer)
          resolve(event)
        }
        const listen = (event: TillEvent) => {
          if (matches(event)) done(event)
        }
        const timer = setTimeout(() => done(null), timeoutMs)
        listeners.add(listen)
        void exited.then(() => done(null))
      })
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
