// One fiscal job printed exactly once on the RT simulator, whatever the printer does (issue 22).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startRtSimulator, type RunningRtSimulator } from '../../scripts/rt-simulator/simulator.ts'
import { createPrinterLink, printJob, type QueueJob } from '@/features/cassa/print-job'

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

describe('printJob', () => {
  it('prints a new job and gives the printer its number', async () => {
    const outcome = await printJob(saleJob(), createPrinterLink(printer.url))
    expect(outcome).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    expect(printer.journal()).toHaveLength(1)
  })

  it('an answer lost after printing: found on the printer, not printed again, on the spot or on resume', async () => {
    const link = createPrinterLink(printer.url)
    const job = saleJob()
    printer.setFault('loseAnswerAfterPrint')
    expect(await printJob(job, link)).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    expect(await printJob({ ...job, mode: 'resume' }, link)).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    expect(printer.journal()).toHaveLength(1)
  })

  it('a job taken over from a silent till that had not printed it is printed now', async () => {
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
      let current: QueueJob = job
      for (;;) {
        const fault = faults[Math.floor(random() * faults.length)]
        if (fault) printer.setFault(fault, { times: 1 })
        const outcome = await printJob(current, link)
        printer.clearFault()
        if (outcome.kind === 'printed') break
        expect(outcome.kind).toBe('waiting')
        // the queue gives the same job back to this till, to look before printing again
        current = { ...job, mode: 'resume' }
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
    await printJob(job, link)
    expect(await printJob({ ...job, mode: 'verify' }, link, async () => false)).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
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
    expect(await printJob(job, link)).toEqual({ kind: 'waiting', reason: 'busy' })
    expect(await printJob({ ...job, mode: 'resume' }, link)).toMatchObject({ kind: 'printed' })
    expect(printer.journal()).toHaveLength(1)
  })
})
