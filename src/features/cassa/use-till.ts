import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { cassaKeys, renewLease, reportFailed, reportPrinted, reportUnclear, takeNextJob } from './api'
import { createPrinterLink, readPrinterSerial, type WaitReason } from './print-job'
import { runTillStep, TILL_PAUSES, type TillQueue, type TillStep } from './till-loop'

export type TillState =
  | { kind: 'starting' }
  | { kind: 'idle' }
  | { kind: 'printing' }
  | { kind: 'elsewhere' }
  | { kind: 'waiting'; reason: WaitReason }
  | { kind: 'disconnected' }
  /** the queue holds until a manager says whether this job printed */
  | { kind: 'unclear'; jobId: string }
  /** printed, but Conto refused to record it (its code): recording is retried, printing never */
  | { kind: 'unrecorded'; error: string }

const fiscalQueue: TillQueue = { takeNextJob, renewLease, reportPrinted, reportFailed, reportUnclear }

/** What the page shows after a step; a job just settled shows 'printing' until the next step. */
function describeStep(step: TillStep): TillState | null {
  if (step.kind === 'waiting') return { kind: 'waiting', reason: step.reason }
  if (step.kind === 'unclear') return { kind: 'unclear', jobId: step.jobId }
  if (step.kind === 'unrecorded') return { kind: 'unrecorded', error: step.error }
  if (step.kind === 'printed' || step.kind === 'failed') return null
  return { kind: step.kind }
}

/**
 * While the page is open, prints the restaurant's fiscal jobs one after the other: takes the head
 * job, prints it exactly once (till-loop.ts, print-job.ts), says what the printer answered, goes on.
 */
export function useTill(restaurantId: string, printerUrl: string, device: string): TillState {
  const [state, setState] = useState<TillState>({ kind: 'starting' })
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!printerUrl) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const link = createPrinterLink(printerUrl)
    const refresh = () => void queryClient.invalidateQueries({ queryKey: cassaKeys.queue(restaurantId) })
    const later = (ms: number) => {
      if (!stopped) timer = setTimeout(() => void run(), ms)
    }
    let answered = false
    async function run() {
      if (stopped) return
      // "Ready" only once the printer at this address has answered (its serial, directIO 3217)
      if (!answered) {
        answered = await readPrinterSerial(link).then(() => true, () => false)
        if (!answered) {
          setState({ kind: 'waiting', reason: 'unreachable' })
          return later(TILL_PAUSES.retryMs)
        }
      }
      const step = await runTillStep({ queue: fiscalQueue, printer: link, restaurantId, device, onPrinting: () => setState({ kind: 'printing' }) })
      const shown = describeStep(step)
      if (shown) setState(shown)
      if (step.kind !== 'idle' && step.kind !== 'elsewhere' && step.kind !== 'disconnected') refresh()
      later(step.pauseMs)
    }
    // one till per restaurant in this browser: a second Cassa tab shares the device's name, and
    // both would print. It waits (saying another till prints) until the first tab closes.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const waiting = new AbortController()
    const hold = () => {
      void run()
      return released
    }
    const lockName = `conto-cassa:${restaurantId}`
    if (typeof navigator !== 'undefined' && navigator.locks) {
      void navigator.locks
        .request(lockName, { ifAvailable: true }, (lock) => {
          if (lock) return hold()
          if (!stopped) setState({ kind: 'elsewhere' })
          void navigator.locks.request(lockName, { signal: waiting.signal }, hold).catch(() => undefined)
        })
        .catch(() => undefined)
    } else {
      void run()
    }
    return () => {
      stopped = true
      clearTimeout(timer)
      release()
      waiting.abort()
    }
  }, [restaurantId, printerUrl, device, queryClient])
  return printerUrl ? state : { kind: 'starting' }
}
