// The Cassa's requests against the RT simulator (scripts/rt-simulator): a sale with two rates and
// a tip, then its reso and another's annullo, are accepted and journaled as they should be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRtSimulator, type RunningRtSimulator } from '../../scripts/rt-simulator/simulator.ts'
import {
  buildLoginRequest,
  buildRefundRequest,
  buildReprintRequest,
  buildSaleRequest,
  buildVoidRequest,
  formatEpsonAmount,
  formatOriginalReference,
  toPrinterText,
  type SaleDocument,
} from '@/features/cassa/epson-request'
import { parseEpsonResponse, readPrintedDocument } from '@/features/cassa/epson-response'

const departments = { '22': 1, '10': 2, N2: 11 } as const
let printer: RunningRtSimulator

beforeAll(async () => {
  printer = await startRtSimulator({ port: 0 })
})
afterAll(() => printer.stop())

async function send(xml: string) {
  const response = await fetch(printer.commandUrl, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: xml })
  return parseEpsonResponse(await response.text())
}

const sale: SaleDocument = {
  lines: [
    { description: 'Tagliata di manzo', quantity: 1, unitPrice: 2200, vat: '10' },
    { description: 'Vino "della casa" & acqua', quantity: 2, unitPrice: 620, vat: '22' },
    { description: 'Mancia', quantity: 1, unitPrice: 300, vat: 'N2' },
  ],
  total: 3740,
  payments: [{ means: 'electronic', amount: 3740 }],
  reference: 'Conto sale:tx1',
}

describe('the Epson requests', () => {
  it('writes descriptions in characters every printer has, cut at 38 without an ellipsis', () => {
    expect(toPrinterText('Caffè “corretto” – al rum…')).toBe('Caffe "corretto" - al rum...')
    expect(toPrinterText('Tagliata di manzo con rucola e scaglie di grana padano')).toBe('Tagliata di manzo con rucola e scaglie')
    expect(toPrinterText('Tè 🍵 verde €3')).toBe('Te verde EUR3')
  })

  it('writes amounts as the printer does', () => {
    expect([formatEpsonAmount(1270), formatEpsonAmount(5), formatEpsonAmount(0)]).toEqual(['12,70', '0,05', '0,00'])
    expect(formatOriginalReference('REFUND', { zNumber: 46, documentNumber: 3, date: '4/9/2024', serial: '99IEB040473' })).toBe('REFUND 0046 0003 04092024 99IEB040473')
  })

  it('prints a sale with two rates, a tip and an electronic payment, found again by its reference', async () => {
    const answer = await send(buildSaleRequest(sale, departments))
    expect(answer).toMatchObject({ success: true })
    const printed = readPrintedDocument(answer, printer.state.serialNumber)
    expect(printed.documentNumber).toBeGreaterThan(0)
    const [document] = printer.journal().slice(-1)
    expect(document!.amountCents).toBe(3740)
    expect(document!.lines.map((line) => line.description)).toEqual(['Tagliata di manzo', 'Vino "della casa" & acqua', 'Mancia'])
    expect(document!.trailerLines.map((line) => line.message)).toContain('Conto sale:tx1')
    expect(document!.payments).toMatchObject([{ paymentType: 2, index: 1 }])

    // its reso, for the wine, paid back electronically
    const refund: SaleDocument = { lines: [sale.lines[1]!], total: 1240, payments: [{ means: 'electronic', amount: 1240 }] }
    expect(await send(buildRefundRequest(refund, printed, departments))).toMatchObject({ success: true })
    expect(printer.journal().slice(-1)[0]!.kind).toBe('refund')
  })

  it('voids a cash sale with an annullo citing it', async () => {
    const cash = await send(buildSaleRequest({ lines: [sale.lines[0]!], total: 2200, payments: [{ means: 'cash', amount: 2200 }] }, departments))
    const voided = await send(buildVoidRequest(readPrintedDocument(cash, printer.state.serialNumber)))
    expect(voided).toMatchObject({ success: true })
    expect(printer.journal().slice(-1)[0]!.kind).toBe('void')
    // a card sale's annullo pays back by card, not as cash
    const card = readPrintedDocument(await send(buildSaleRequest(sale, departments)), printer.state.serialNumber)
    expect(await send(buildVoidRequest(card, 'Conto void:tx1', sale.payments))).toMatchObject({ success: true })
    expect(printer.journal().slice(-1)[0]).toMatchObject({ kind: 'void', payments: [{ paymentType: 2, index: 1 }] })
    // the same annullo again is refused (39: already voided)
    expect(await send(buildVoidRequest(readPrintedDocument(cash, printer.state.serialNumber)))).toMatchObject({ success: false, status: 39 })
  })

  it('reads a refusal: paper end', async () => {
    printer.setFault('paperEnd')
    try {
      expect(await send(buildSaleRequest(sale, departments))).toMatchObject({ success: false, code: 'EPTR_REC_EMPTY', status: 3 })
    } finally {
      printer.clearFault('paperEnd')
    }
  })

  it('reprints a copy of a documento from the journal after the login, and only then', async () => {
    const printed = readPrintedDocument(await send(buildSaleRequest({ lines: [sale.lines[0]!], total: 2200, payments: [{ means: 'cash', amount: 2200 }] }, departments)), printer.state.serialNumber)
    const documents = printer.journal().length
    printer.state.loggedIn = false
    expect(await send(buildReprintRequest(printed))).toMatchObject({ success: false, status: 17 })
    expect(await send(buildLoginRequest('54321'))).toMatchObject({ success: false, status: 13 })
    expect(await send(buildLoginRequest())).toMatchObject({ success: true })
    expect(await send(buildReprintRequest(printed))).toMatchObject({ success: true })
    expect(printer.state.reprints.slice(-1)).toEqual([{ date: expect.stringMatching(/^\d{8}$/), documentNumbers: [printed.documentNumber] }])
    // a copy is not a documento: the journal did not grow
    expect(printer.journal()).toHaveLength(documents)
    expect(await send(buildReprintRequest({ ...printed, documentNumber: 9999 }))).toMatchObject({ success: false, status: 12 })
  })

  it('refuses a rate with no department before anything is sent', () => {
    expect(() => buildSaleRequest({ ...sale, lines: [{ ...sale.lines[0]!, vat: '4' }] }, departments)).toThrow(/No printer department for VAT 4/)
  })
})
