import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { cassaKeys, reportFailed, reportPrinted, takeNextJob } from './api'
import { createPrinterLink, printJob, type WaitReason } from './print-job'

export type TillState =
  | { kind: 'starting' }
  | { kind: 'idle' }
  | { kind: 'printing' }
  | { kind: 'elsewhere' }
  | { kind: 'waiting'; reason: WaitReason }
  | { kind: 'disconnected' }

const IDLE_POLL_MS = 3_000
const RETRY_MS = 5_000

/**
 * While the page is open, prints the restaurant's fiscal jobs one after the other: takes the head
 * job, prints it exactly once (print-job.ts), says what the printer answered, goes on.
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
    async function run() {
      if (stopped) return
      try {
        const taken = await takeNextJob(restaurantId, device)
        if (!taken.job) {
          setState({ kind: taken.busy ? 'elsewhere' : 'idle' })
          later(IDLE_POLL_MS)
          return
        }
        setState({ kind: 'printing' })
        const job = taken.job
        const outcome = await printJob(job, link)
        if (outcome.kind === 'waiting') {
          setState({ kind: 'waiting', reason: outcome.reason })
          refresh()
          later(RETRY_MS)
          return
        }
        if (outcome.kind === 'printed') await reportPrinted(job.id, device, outcome.result)
        else await reportFailed(job.id, device, outcome.error)
        refresh()
        later(0)
      } catch {
        // Conto itself did not answer: the job stays this till's, resumed on the next try
        setState({ kind: 'disconnected' })
        later(RETRY_MS)
      }
    }
    void run()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [restaurantId, printerUrl, device, queryClient])
  return printerUrl ? state : { kind: 'starting' }
}
