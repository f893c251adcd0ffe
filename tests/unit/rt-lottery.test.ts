// The lottery code on the RT (issue 22): where the Cassa's request puts it, what the simulator
// accepts (8 letters or digits, a sale paid wholly by electronic means) and journals, and a code
// the printer refuses never stops the documento from being printed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startRtSimulator, type RunningRtSimulator } from '../../scripts/rt-simulator/simulator.ts'
import { buildSaleRequest, type SaleDocument } from '@/features/cassa/epson-request'
import { parseEpsonResponse, type EpsonResponse } from '@/features/cassa/epson-response'
import { createPrinterLink, printJob, type PrinterLink, type QueueJob } from '@/features/cassa/print-job'

const departments = { '10': 2, N2: 11 } as const
const sale: SaleDocument = {
  lines: [
    { description: 'Tagliata di manzo', quantity: 1, unitPrice: 2200, vat: '10' },
    { description: 'Mancia', quantity: 1, unitPrice: 200, vat: 'N2' },
  ],
  total: 2400,
  payments: [{ means: 'electronic', amount: 2400 }],
  reference: 'Conto sale:lottery1',
  lotteryCode: 'AbCd1234',
}

let printer: RunningRtSimulator
beforeAll(async () => {
  printer = await startRtSimulator({ port: 0, servesRecoveryFiles: true })
})
afterAll(() => printer.stop())
beforeEach(() => printer.reset())

async function send(xml: string): Promise<EpsonResponse> {
  const response = await fetch(printer.commandUrl, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: xml })
  return parseEpsonResponse(await response.text())
}

async function lastDocument() {
  return (await (await fetch(`${printer.url}/www/json_files/rec.json`)).json()) as { lotteryCode: string | null }
}

/** The element names of a request's receipt, in order. */
const elementsOf = (xml: string) => [...xml.matchAll(/<(\w+) /g)].map((match) => match[1]).filter((name) => name !== 's:Envelope')

describe('the sale request', () => {
  it('puts printRecLotteryID after the lines and trailer, before the payments', () => {
    const xml = buildSaleRequest(sale, departments)
    expect(xml).toContain('<printRecLotteryID operator="1" code="AbCd1234" />')
    expect(elementsOf(xml)).toEqual([
      'beginFiscalReceipt',
      'printRecItem',
      'printRecItem',
      'printRecMessage',
      'printRecLotteryID',
      'printRecTotal',
      'endFiscalReceipt',
    ])
  })

  it('has no lottery element without a code', () => {
    expect(buildSaleRequest({ ...sale, lotteryCode: undefined }, departments)).not.toContain('printRecLotteryID')
  })
})

describe('the simulator', () => {
  const items = '<printRecItem operator="1" description="Pizza" quantity="1" unitPrice="10,00" department="2" justification="1"/>'
  const card = '<printRecTotal operator="1" description="CARTA" payment="0" paymentType="2" index="1" justification="1"/>'
  const cash = (amount: string) => `<printRecTotal operator="1" description="CONTANTI" payment="${amount}" paymentType="0" index="0" justification="1"/>`
  const lottery = (code: string) => `<printRecLotteryID operator="1" code="${code}"/>`
  const receipt = (...elements: string[]) =>
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><printerFiscalReceipt><beginFiscalReceipt operator="1"/>${elements.join('')}<endFiscalReceipt operator="1"/></printerFiscalReceipt></s:Body></s:Envelope>`

  it('prints the Cassa’s sale and keeps the code, as typed, in its journal and rec.json', async () => {
    expect(await send(buildSaleRequest(sale, departments))).toMatchObject({ success: true })
    expect(printer.journal().at(-1)).toMatchObject({ kind: 'sale', lotteryCode: 'AbCd1234', amountCents: 2400 })
    expect(await lastDocument()).toMatchObject({ lotteryCode: 'AbCd1234' })
  })

  it('takes the code after the payment too (Openbravo’s order)', async () => {
    expect(await send(receipt(items, card, lottery('ZXCV0987')))).toMatchObject({ success: true })
    expect(printer.journal().at(-1)?.lotteryCode).toBe('ZXCV0987')
  })

  it.each([
    ['a code before a cash payment', receipt(items, lottery('ABCD1234'), cash('0'))],
    ['a code after a cash payment', receipt(items, cash('0'), lottery('ABCD1234'))],
    ['a code beside card and cash', receipt(items, lottery('ABCD1234'), cash('4,00'), card)],
    ['a code with credit (type 2, index 0: non riscosso)', receipt(items, lottery('ABCD1234'), card.replace('index="1"', 'index="0"'))],
    ['a code with a meal ticket', receipt(items, lottery('ABCD1234'), card.replace('paymentType="2"', 'paymentType="3"'))],
  ])('refuses %s with 18 NON POSSIBILE, and prints nothing', async (_, xml) => {
    expect(await send(xml)).toMatchObject({ success: false, code: 'PRINTER ERROR', status: 18 })
    expect(printer.journal()).toHaveLength(0)
  })

  it.each(['ABC1234', 'ABCD-123', 'ABCD12345'])('refuses the code %j with 30 CHECKSUM ERRATO', async (code) => {
    expect(await send(receipt(items, lottery(code), card))).toMatchObject({ success: false, status: 30 })
  })
})

describe('a code the printer refuses', () => {
  const job: QueueJob = {
    id: 'job-lottery',
    kind: 'sale',
    mode: 'print',
    reference: 'Conto sale:lottery2',
    document: sale,
    original: null,
    departments,
  }

  /** The simulator, but refusing every lottery code as a real RT refuses one whose check fails. */
  function checkingPrinter(): PrinterLink & { sent: string[] } {
    const link = createPrinterLink(printer.url)
    const sent: string[] = []
    return {
      sent,
      async send(xml) {
        sent.push(xml)
        if (xml.includes('printRecLotteryID')) return { success: false, code: 'PRINTER ERROR', status: 30, info: {} }
        return link.send(xml)
      },
    }
  }

  it('is dropped: the documento is printed once, without it, after clearing the refused one', async () => {
    const link = checkingPrinter()
    expect(await printJob(job, link)).toMatchObject({ kind: 'printed', result: { documentNumber: 1 } })
    // the printer's own questions (serial, last document) aside: the sale, the reset, the sale again
    const printing = link.sent.filter((xml) => xml.includes('printerFiscalReceipt') || xml.includes('resetPrinter'))
    expect(printing.map((xml) => (xml.includes('resetPrinter') ? 'reset' : 'receipt'))).toEqual(['receipt', 'reset', 'receipt'])
    expect(printer.journal()).toHaveLength(1)
    expect(printer.journal()[0]).toMatchObject({ lotteryCode: null, amountCents: 2400 })
  })

  it('other refusals of a sale with a code are not retried', async () => {
    printer.setFault('closureRequired')
    expect(await printJob(job, createPrinterLink(printer.url))).toEqual({ kind: 'waiting', reason: 'closure_due' })
    expect(printer.journal()).toHaveLength(0)
  })
})
