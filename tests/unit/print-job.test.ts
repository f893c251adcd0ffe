// One fiscal job printed exactly once on the RT simulator, whatever the printer does (issues 22
// and 35). The simulator is the strict one: no serial in a sale's answer, no rec.json.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startRtSimulator, type RunningRtSimulator } from '../../scripts/rt-simulator/simulator.ts'
import { createPrinterLink, printJob, type Baseline, type ConfirmHold, type PrinterLink, type QueueJob } from '@/features/cassa/print-job'
import { runTillStep, type TillQueue } from '@/features/cassa/till-loop'
import { buildZReportRequest } from '@/features/cassa/epson-request'

let printer: RunningRtSimulator
beforeAll(async () => {
  printer = await startRtSimulator({ port: 0 })
})
afterAll(() => printer.stop())
beforeEach(() => printer.reset())

let counter = 0
function saleJob(mode: QueueJob['mode'] = 'print'): QueueJob {
  counter += 1
  return {
    id: `job${counter}`,
    kind: 'sale',
    mode,
    reference: `Conto sale:tx${counter}`,
    document: { lines: [{ description: 'Margherita', quantity: 2, unitPrice: 800, vat: '10' }], total: 1600, payments: [{ means: 'electronic', amount: 1600 }] },
    original: null,
    departments: { '10': 2, '22': 1 },
  }
}

/** What Conto's queue keeps of a job between steps: the baseline the till stored before sending. */
function heldBy(job: QueueJob) {
  const kept: { baseline: Baseline | null } = { baseline: null }
  const hold: ConfirmHold = async (baseline) => {
    kept.baseline = baseline
    return true
  }
  return { hold, resumed: (mode: QueueJob['mode'] = 'resume'): QueueJob => ({ ...job, mode, baseline: kept.baseline }) }
}

describe('printJob', () => {
  it('prints a new job and gives it the number from the answer and the serial from directIO 3217', async () => {
    const outcome = await printJob(saleJob(), createPrinterLink(printer.url))
    expect(outcome).toMatchObject({ kind: 'printed', result: { documentNumber: 1, zNumber: 1, serial: printer.state.serialNumber } })
    expect(printer.journal()).toHaveLength(1)
  })

  it('an answer lost after printing: the counter moved by one with its amount, so printed, on the spot or on resume', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    const queue = heldBy(job)
    printer.setFault('loseAnswerAfterPrint')
    expect(await printJob(job, link, queue.hold)).toMatchObject({ kind: 'printed', result: { documentNumber: 1, serial: printer.state.serialNumber } })
    expect(queue.resumed().baseline).toEqual({ zNumber: 1, documentNumber: 0 })
    expect(await printJob(queue.resumed(), link, queue.hold)).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    expect(printer.journal()).toHaveLength(1)
  })

  it('an answer later than the Cassa waits: the question queues behind the sale and settles it, printed once', async () => {
    const link = createPrinterLink(printer.url, 100) // gives up on an answer after 5.1 s
    const job = saleJob()
    const queue = heldBy(job)
    await printJob(saleJob(), link) // the printer has a document before
    // the sale itself runs at once and answers 5.6 s later
    const slowSale: PrinterLink = {
      send(xml) {
        if (xml.includes('printerFiscalReceipt')) printer.setFault('slow', { ms: 5_600, times: 1 })
        return link.send(xml)
      },
    }
    expect(await printJob(job, slowSale, queue.hold)).toMatchObject({ kind: 'printed', result: { documentNumber: 2 } })
    expect(printer.journal()).toHaveLength(2)
  }, 15_000)

  it('a resumed job the printer never saw (counter not moved) is printed now, once', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    const queue = heldBy(job)
    printer.setFault('offline', { times: 1 })
    // the serial read is the first to meet the dead line: nothing was sent
    expect(await printJob(job, link, queue.hold)).toEqual({ kind: 'waiting', reason: 'unreachable' })
    expect(await printJob(queue.resumed(), link, queue.hold)).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    // a baseline stored, the sale lost on the way: the counter did not move, so it prints
    const second = saleJob()
    const held = heldBy(second)
    await held.hold({ zNumber: 1, documentNumber: 1 })
    expect(await printJob(held.resumed(), link, held.hold)).toMatchObject({ kind: 'printed', result: { documentNumber: 2 } })
    expect(printer.journal()).toHaveLength(2)
  })

  it('a documento printed by hand in between: the counter moved by more than one, so a person decides', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    const queue = heldBy(job)
    // the sale's answer is lost, and so is the question after it
    let sent = false
    const dropping: PrinterLink = {
      async send(xml) {
        if (sent) throw new Error('line dropped')
        sent = xml.includes('printerFiscalReceipt')
        return link.send(xml)
      },
    }
    printer.setFault('loseAnswerAfterPrint', { times: 1 })
    expect(await printJob(job, dropping, queue.hold)).toEqual({ kind: 'waiting', reason: 'unreachable' })
    await printJob(saleJob(), link) // the hand-rung documento
    const outcome = await printJob(queue.resumed(), link, queue.hold)
    expect(outcome).toMatchObject({ kind: 'unclear', reason: 'moved', baseline: { zNumber: 1, documentNumber: 0 }, seen: { documentNumber: 2, fiscal: true } })
    expect(printer.journal()).toHaveLength(2)
  })

  it('the same amount at the next number is not enough when another amount printed: unclear', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    const queue = heldBy(job)
    await queue.hold({ zNumber: 1, documentNumber: 0 })
    await printJob({ ...saleJob(), document: { ...saleJob().document, lines: [{ description: 'Acqua', quantity: 1, unitPrice: 200, vat: '10' }], total: 200, payments: [{ means: 'cash', amount: 200 }] } }, link)
    expect(await printJob(queue.resumed(), link, queue.hold)).toMatchObject({ kind: 'unclear', reason: 'moved', seen: { amount: 200 } })
  })

  it('a lost answer with no baseline (the last document was a pre-bill) is never printed again: unclear', async () => {
    const link = createPrinterLink(printer.url)
    await link.send('<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><printerNonFiscal><beginNonFiscal operator="1"/><printNormal operator="1" font="1" data="Preconto"/><endNonFiscal operator="1"/></printerNonFiscal></s:Body></s:Envelope>')
    const job = saleJob()
    const queue = heldBy(job)
    printer.setFault('loseAnswerAfterPrint')
    expect(await printJob(job, link, queue.hold)).toMatchObject({ kind: 'unclear', reason: 'no_baseline', baseline: { unknown: true } })
    expect(await printJob(queue.resumed(), link, queue.hold)).toMatchObject({ kind: 'unclear', reason: 'no_baseline' })
    expect(printer.journal()).toHaveLength(1)
  })

  it('a job taken over from a silent till that never sent it (no baseline) is printed now', async () => {
    const link = createPrinterLink(printer.url)
    await printJob(saleJob(), link)
    expect(await printJob(saleJob('verify'), link)).toMatchObject({ kind: 'printed', result: { documentNumber: 2 } })
    expect(printer.journal()).toHaveLength(2)
  })

  it('waits on paper end, an unreachable printer, and a closure due; refuses a document the printer cannot take', async () => {
    const link = createPrinterLink(printer.url)
    printer.setFault('paperEnd')
    expect(await printJob(saleJob(), link)).toEqual({ kind: 'waiting', reason: 'paper' })
    printer.clearFault('paperEnd')
    printer.setFault('offline')
    expect(await printJob(saleJob(), link)).toEqual({ kind: 'waiting', reason: 'unreachable' })
    printer.clearFault('offline')
    printer.setFault('closureRequired')
    expect(await printJob(saleJob(), link)).toEqual({ kind: 'waiting', reason: 'closure_due' })
    printer.clearFault('closureRequired')
    const wrong = saleJob()
    wrong.document = { ...wrong.document, payments: [{ means: 'electronic', amount: 9900 }] }
    expect(await printJob(wrong, link)).toMatchObject({ kind: 'refused' })
    expect(printer.journal()).toHaveLength(0)
  })

  it('a storm of jobs with random faults: every job on the printer exactly once, the sums equal', async () => {
    const link = createPrinterLink(printer.url)
    const faults = ['loseAnswerAfterPrint', 'paperEnd', 'offline', null, null, null] as const
    let seed = 11
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    const jobs = Array.from({ length: 60 }, () => saleJob())
    for (const job of jobs) {
      const queue = heldBy(job)
      let current: QueueJob = job
      for (;;) {
        const fault = faults[Math.floor(random() * faults.length)]
        if (fault) printer.setFault(fault, { times: 1 })
        const outcome = await printJob(current, link, queue.hold)
        printer.clearFault()
        if (outcome.kind === 'printed') break
        expect(outcome.kind).toBe('waiting')
        // the queue gives the same job back to this till, to look before printing again
        current = queue.resumed()
      }
    }
    const journal = printer.journal()
    expect(journal.map((document) => document.trailerLines.map((line) => line.message)[0])).toEqual(jobs.map((job) => job.reference))
    expect(journal.reduce((sum, document) => sum + document.amountCents, 0)).toBe(jobs.length * 1600)
  })
})

describe('a till frozen after taking a job', () => {
  it('asks Conto right before sending and, the job taken over meanwhile, does not print it', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    expect(await printJob(job, link, async () => false)).toEqual({ kind: 'taken' })
    expect(printer.journal()).toHaveLength(0)
    // still held: printed, once
    let asked = 0
    expect(await printJob(job, link, async () => ++asked > 0)).toMatchObject({ kind: 'printed' })
    expect(asked).toBe(1)
    expect(printer.journal()).toHaveLength(1)
  })

  it('a taken-over job found on the printer is reported printed without asking (nothing is sent)', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    const queue = heldBy(job)
    await printJob(job, link, queue.hold)
    expect(await printJob(queue.resumed('verify'), link, async () => false)).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    expect(printer.journal()).toHaveLength(1)
  })
})

describe('a document left half open', () => {
  it('is cleared with resetPrinter, and the job prints on the next try', async () => {
    const link = createPrinterLink(printer.url)
    // a sale refused after beginFiscalReceipt (an unprogrammed department) leaves the printer mid-document
    const broken = saleJob()
    broken.departments = { '10': 98 }
    expect(await printJob(broken, link)).toMatchObject({ kind: 'refused' })
    const job = saleJob()
    const queue = heldBy(job)
    expect(await printJob(job, link, queue.hold)).toEqual({ kind: 'waiting', reason: 'busy' })
    expect(await printJob(queue.resumed(), link, queue.hold)).toMatchObject({ kind: 'printed' })
    expect(printer.journal()).toHaveLength(1)
  })
})

describe('Conto refuses to record a printed sale', () => {
  it('the till says so and retries the recording; the printer prints it once', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    const stored: { baseline: Baseline | null; printed: unknown[]; refusals: number } = { baseline: null, printed: [], refusals: 2 }
    const queue: TillQueue = {
      takeNextJob: async () => ({ job: { ...job, mode: stored.baseline ? 'resume' : 'print', baseline: stored.baseline } }),
      renewLease: async (_id, _device, baseline) => ((stored.baseline = baseline), true),
      async reportPrinted(_id, _device, result) {
        if (stored.refusals-- > 0) throw Object.assign(new Error('refused'), { status: 400, response: { error: { code: 'invalid_request' } } })
        stored.printed.push(result)
      },
      reportFailed: async () => undefined,
      reportUnclear: async () => undefined,
    }
    const step = () => runTillStep({ queue, printer: link, restaurantId: 'r1', device: 'till-0001', pauses: { idleMs: 0, retryMs: 0 } })
    expect(await step()).toMatchObject({ kind: 'unrecorded', error: 'invalid_request', result: { documentNumber: 1 } })
    expect(await step()).toMatchObject({ kind: 'unrecorded', result: { documentNumber: 1 } })
    expect(await step()).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    expect(stored.printed).toHaveLength(1)
    expect(printer.journal()).toHaveLength(1)
  })
})

/** A link that sends each fiscal receipt twice, as a browser resends a request whose reused connection broke. */
function resendingLink(url: string): PrinterLink {
  const link = createPrinterLink(url)
  return {
    async send(xml) {
      if (!xml.includes('<printerFiscalReceipt>')) return link.send(xml)
      await link.send(xml)
      return link.send(xml)
    },
  }
}

describe('an answer whose number does not follow the baseline', () => {
  it('a sale sent twice on the way (the browser resent it): the second answer is not taken as printed, a person decides', async () => {
    const job = saleJob()
    const outcome = await printJob(job, resendingLink(printer.url), heldBy(job).hold)
    expect(outcome).toMatchObject({ kind: 'unclear', reason: 'not_next', baseline: { zNumber: 1, documentNumber: 0 }, seen: { documentNumber: 2, zNumber: 1, fiscal: true, amount: 1600 } })
    expect(printer.journal()).toHaveLength(2)
  })

  it('the first sale after a closure sent twice: its second copy is numbered as if it followed the old day, and is still caught', async () => {
    const link = createPrinterLink(printer.url)
    expect(await printJob(saleJob(), link)).toMatchObject({ kind: 'printed', result: { documentNumber: 1, zNumber: 1 } })
    expect((await link.send(buildZReportRequest())).success).toBe(true)
    // the baseline is {Z 1, n. 1}; the copies print as {Z 2, n. 1} and {Z 2, n. 2}, and the answer says 2
    const outcome = await printJob(saleJob(), resendingLink(printer.url))
    expect(outcome).toMatchObject({ kind: 'unclear', reason: 'not_next', baseline: { zNumber: 1, documentNumber: 1 }, seen: { zNumber: 2, documentNumber: 2 } })
    expect(printer.journal()).toHaveLength(3)
  })

  it('an answer without a number is checked against the printer, as a lost one is', async () => {
    const link = createPrinterLink(printer.url)
    const numberless: PrinterLink = {
      async send(xml) {
        const answer = await link.send(xml)
        if (xml.includes('<printerFiscalReceipt>')) delete answer.info.fiscalReceiptNumber
        return answer
      },
    }
    expect(await printJob(saleJob(), numberless)).toMatchObject({ kind: 'printed', result: { documentNumber: 1, zNumber: 1 } })
    expect(printer.journal()).toHaveLength(1)
  })

  it('the first document after a daily closure follows the last one of the day before', async () => {
    const link = createPrinterLink(printer.url)
    expect(await printJob(saleJob(), link)).toMatchObject({ kind: 'printed', result: { documentNumber: 1, zNumber: 1 } })
    expect(await printJob(saleJob(), link)).toMatchObject({ kind: 'printed', result: { documentNumber: 2, zNumber: 1 } })
    expect((await link.send(buildZReportRequest())).success).toBe(true)
    const job = saleJob()
    const queue = heldBy(job)
    expect(await printJob(job, link, queue.hold)).toMatchObject({ kind: 'printed', result: { documentNumber: 1, zNumber: 2 } })
    // the baseline is where the closed day ended
    expect(queue.resumed().baseline).toEqual({ zNumber: 1, documentNumber: 2 })
  })
})
