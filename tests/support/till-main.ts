// `node tests/support/till-main.ts` with CONTO_TILL={TillSettings as JSON}: the Cassa page's own
// till step (src/features/cassa/till-loop.ts) in a loop, against Conto and the printer over fetch,
// one JSON line on stdout per event. Started and killed by tests/support/till-process.ts.
import { setTimeout as delay } from 'node:timers/promises'
import { createPrinterLink } from '../../src/features/cassa/print-job.ts'
import { runTillStep, type TillQueue } from '../../src/features/cassa/till-loop.ts'
import type { TillEvent, TillSettings } from './till-process.ts'

const settings = JSON.parse(process.env.CONTO_TILL ?? '') as TillSettings

/** The queue routes over fetch with the staff token; like pb.send, a refusal throws. */
function createFetchQueue(contoUrl: string, token: string): TillQueue {
  async function send(path: string, body: object) {
    const response = await fetch(`${contoUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    return { response, answer: (await response.json()) as unknown }
  }
  async function post(path: string, body: object) {
    const { response, answer } = await send(path, body)
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`)
    return answer
  }
  const jobPath = (jobId: string, outcome: string) => `/api/conto/fiscal/jobs/${encodeURIComponent(jobId)}/${outcome}`
  return {
    takeNextJob: (restaurant, device) => post('/api/conto/fiscal/next', { restaurant, device }) as ReturnType<TillQueue['takeNextJob']>,
    async renewLease(jobId, device, baseline) {
      const { response, answer } = await send(jobPath(jobId, 'renew'), { device, baseline })
      if (response.status === 409) return false
      if (!response.ok) throw new Error(`renew answered ${response.status}: ${JSON.stringify(answer)}`)
      return true
    },
    reportPrinted: (jobId, device, result) => post(jobPath(jobId, 'printed'), { device, result }),
    reportFailed: (jobId, device, error) => post(jobPath(jobId, 'failed'), { device, error }),
    reportUnclear: (jobId, device, unclear) => post(jobPath(jobId, 'unclear'), { device, unclear }),
  }
}

const say = (event: TillEvent) => process.stdout.write(`${JSON.stringify(event)}\n`)
// the test that started this till has gone (its pipe is closed): so does the till
process.stdout.on('error', () => process.exit(0))

const queue = createFetchQueue(settings.contoUrl, settings.token)
const printer = createPrinterLink(settings.printerUrl, settings.printerTimeoutMs)
for (;;) {
  const step = await runTillStep({
    queue,
    printer,
    restaurantId: settings.restaurantId,
    device: settings.device,
    pauses: settings.pauses,
    onPrinting: (job) => say({ event: 'printing', jobId: job.id, mode: job.mode }),
  })
  say({ event: step.kind, jobId: 'jobId' in step ? step.jobId : undefined, reason: step.kind === 'waiting' ? step.reason : undefined })
  await delay(step.pauseMs)
}
