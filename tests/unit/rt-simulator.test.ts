import { XMLParser } from 'fast-xml-parser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startRtSimulator, type RunningRtSimulator } from '../../scripts/rt-simulator/simulator.ts'

// Real HTTP against the simulator on a free port, with raw Fiscal ePOS-Print XML bodies.

const SERIAL = '99IEB000123'
// 12:30 in Rome on 4 March 2026
const START = new Date('2026-03-04T11:30:00Z')
const HOUR = 60 * 60 * 1000

let sim: RunningRtSimulator

beforeEach(async () => {
  sim = await startRtSimulator({ port: 0, serial: SERIAL, now: () => START })
})

afterEach(async () => {
  await sim.stop()
})

interface Answer {
  success: boolean
  code: string
  status: number
  info: Record<string, string>
}

const responseParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, parseAttributeValue: false })

async function send(command: string): Promise<Answer> {
  const response = await fetch(sim.commandUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'text/xml; charset=UTF-8', SOAPAction: '""' },
    body: `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${command}</s:Body></s:Envelope>`,
  })
  expect(response.status).toBe(200)
  const parsed = responseParser.parse(await response.text())
  const { success, code, status, addInfo } = parsed['soapenv:Envelope']['soapenv:Body'].response
  return { success: success === 'true', code, status: Number(status), info: addInfo }
}

const item = (description: string, quantity: string, unitPrice: string, department: string) =>
  `<printRecItem operator="1" description="${description}" quantity="${quantity}" unitPrice="${unitPrice}" department="${department}" justification="1"/>`
const total = (payment: string, paymentType: string, index: string) =>
  `<printRecTotal operator="1" description="PAGAMENTO" payment="${payment}" paymentType="${paymentType}" index="${index}" justification="1"/>`
const receipt = (...elements: string[]) =>
  `<printerFiscalReceipt><beginFiscalReceipt operator="1"/>${elements.join('')}<endFiscalReceipt operator="1"/></printerFiscalReceipt>`
const simpleSale = (amount = '10,00') => receipt(item('Pizza', '1', amount, '2'), total('0', '0', '0'))
const reference = (kind: 'REFUND' | 'VOID', z: number, doc: number, date = '04032026', serial = SERIAL) =>
  `<printRecMessage operator="1" messageType="4" message="${kind} ${String(z).padStart(4, '0')} ${String(doc).padStart(4, '0')} ${date} ${serial}"/>`

describe('a sale', () => {
  it('adds up two VAT departments and a split cash + card payment, and journals it', async () => {
    const answer = await send(
      receipt(
        item('Margherita', '2', '7,50', '2'),
        item('Vino rosso 0,5 l', '1', '9.00', '1'),
        item('Acqua', '1,5', '2,00', '2'),
        '<printRecMessage operator="1" messageType="2" index="1" message="CONTO T7-4f2a"/>',
        total('10,00', '0', '0'),
        total('0', '2', '1'),
      ),
    )
    expect(answer).toMatchObject({ success: true, code: '', status: 0 })
    expect(answer.info).toMatchObject({
      printerStatus: '00110',
      fiscalReceiptNumber: '1',
      fiscalReceiptAmount: '27,00',
      fiscalReceiptDate: '4/3/2026',
      fiscalReceiptTime: '12:30',
      zRepNumber: '1',
    })
    // Epson's guide, as LY quotes it: no serial in a sale's answer (the answersSerial variant adds it)
    expect(answer.info.serialNumber).toBeUndefined()
    expect(answer.info.elementList).toBe(
      'lastCommand,printerStatus,fiscalReceiptNumber,fiscalReceiptAmount,fiscalReceiptDate,fiscalReceiptTime,receiptISODateTime,zRepNumber',
    )

    const [document] = sim.journal()
    expect(document?.vat).toEqual([
      { department: 1, rate: 22, nature: null, grossCents: 900, vatCents: 162 },
      { department: 2, rate: 10, nature: null, grossCents: 1800, vatCents: 164 },
    ])
    expect(document?.payments.map(({ category, amountCents }) => [category, amountCents])).toEqual([
      ['cash', 1000],
      ['electronic', 1700],
    ])
    expect(document?.trailerLines).toEqual([{ messageType: 2, index: 1, message: 'CONTO T7-4f2a' }])
  })

  it('gives change for cash above the total but refuses a card payment above it', async () => {
    expect((await send(receipt(item('Caffè', '1', '1,20', '2'), total('5,00', '0', '0')))).success).toBe(true)
    expect(sim.journal()[0]?.changeCents).toBe(380)

    const card = await send(receipt(item('Caffè', '1', '1,20', '2'), total('5,00', '2', '1')))
    expect(card).toMatchObject({ success: false, code: 'PRINTER ERROR', status: 20 })
    expect(sim.journal()).toHaveLength(1)
  })

  it('journals nothing when the payments fall short, and stays half open until resetPrinter', async () => {
    const short = await send(receipt(item('Pizza', '1', '10,00', '2'), total('4,00', '2', '1')))
    expect(short).toMatchObject({ success: false, code: 'INCOMPLETE FILE' })
    expect(short.info.printerStatus).toBe('00130')
    expect(sim.journal()).toHaveLength(0)

    expect(await send(simpleSale())).toMatchObject({ success: false, status: 11 })
    expect((await send('<printerCommand><resetPrinter operator="1"/></printerCommand>')).success).toBe(true)
    expect(await send(simpleSale())).toMatchObject({ success: true, info: { fiscalReceiptNumber: '1' } })
  })

  it.each([
    ['a department outside 1-99', receipt(item('Pizza', '1', '10,00', '0'), total('0', '0', '0')), 16],
    ['a department not programmed', receipt(item('Pizza', '1', '10,00', '42'), total('0', '0', '0')), 22],
    ['a description over 38 characters', receipt(item('x'.repeat(39), '1', '10,00', '2'), total('0', '0', '0')), 13],
    ['a quantity with 4 decimals', receipt(item('Pizza', '1,0001', '10,00', '2'), total('0', '0', '0')), 13],
    ['a lottery code that is not 8 alphanumerics', receipt(item('Pizza', '1', '10,00', '2'), '<printRecLotteryID operator="1" code="ABC-1234"/>', total('0', '0', '0')), 30],
    ['a ticket with index 0', receipt(item('Pizza', '1', '10,00', '2'), total('0', '3', '0')), 16],
    ['a header line after beginFiscalReceipt', receipt('<printRecMessage operator="1" messageType="1" index="1" message="Ciao"/>', item('Pizza', '1', '10,00', '2'), total('0', '0', '0')), 11],
  ])('refuses %s', async (_, command, status) => {
    expect(await send(command)).toMatchObject({ success: false, status })
    expect(sim.journal()).toHaveLength(0)
  })

  it('answers PARSER_ERROR to malformed XML', async () => {
    expect(await send('<printerFiscalReceipt><beginFiscalReceipt operator="1"></printerFiscalReceipt>')).toMatchObject({ success: false, code: 'PARSER_ERROR' })
  })
})

describe('reso and annullo', () => {
  it('refunds an original once; a second identical reso is DOC già RESO (40)', async () => {
    await send(simpleSale('10,00'))
    const reso = (withBegin: boolean) =>
      `<printerFiscalReceipt>${reference('REFUND', 1, 1)}${withBegin ? '<beginFiscalReceipt operator="1"/>' : ''}` +
      `<printRecRefund operator="1" description="Pizza" quantity="1" unitPrice="10,00" department="2" justification="1"/>` +
      '<printRecTotal operator="1"/><endFiscalReceipt operator="1"/></printerFiscalReceipt>'

    expect(await send(reso(false))).toMatchObject({ success: true, info: { fiscalReceiptNumber: '2', fiscalReceiptAmount: '10,00' } })
    expect(await send(reso(true))).toMatchObject({ success: false, status: 40 })
    expect(sim.journal().map((document) => document.kind)).toEqual(['sale', 'refund'])
    expect(sim.journal()[0]?.refundedCents).toBe(1000)
  })

  it('refuses a reso above the original, a reso of a voided document (39) and an annullo of an annullo (41)', async () => {
    await send(simpleSale('10,00'))
    const tooMuch = `<printerFiscalReceipt>${reference('REFUND', 1, 1)}<printRecRefund operator="1" description="Pizza" quantity="1" unitPrice="10,01" department="2"/><printRecTotal operator="1"/><endFiscalReceipt operator="1"/></printerFiscalReceipt>`
    expect(await send(tooMuch)).toMatchObject({ success: false, status: 20 })
    await send('<printerCommand><resetPrinter operator="1"/></printerCommand>')

    expect(await send(`<printerFiscalReceipt>${reference('VOID', 1, 1)}<printRecTotal operator="1"/><endFiscalReceipt operator="1"/></printerFiscalReceipt>`)).toMatchObject({ success: true })
    const refund = `<printerFiscalReceipt>${reference('REFUND', 1, 1)}<printRecRefund operator="1" description="Pizza" amount="5,00" department="2"/><printRecTotal operator="1"/><endFiscalReceipt operator="1"/></printerFiscalReceipt>`
    expect(await send(refund)).toMatchObject({ success: false, status: 39 })
    expect(await send(`<printerFiscalReceipt>${reference('VOID', 1, 2)}</printerFiscalReceipt>`)).toMatchObject({ success: false, status: 41 })
    expect(await send(`<printerFiscalReceipt>${reference('VOID', 1, 9)}</printerFiscalReceipt>`)).toMatchObject({ success: false, status: 12 })
  })
})

describe('an unreferenced reso', () => {
  it('is accepted with FT\'s ND form and journaled as not found', async () => {
    const reso = `<printerFiscalReceipt>${reference('REFUND', 0, 0, '04032026', 'ND')}<beginFiscalReceipt operator="1"/><printRecRefund operator="1" description="Reso" amount="3,00" operationType="10" department="1"/><printRecTotal operator="1" payment="3,00" paymentType="0" index="0"/><endFiscalReceipt operator="1"/></printerFiscalReceipt>`
    expect(await send(reso)).toMatchObject({ success: true, info: { fiscalReceiptAmount: '3,00' } })
    expect(sim.journal()[0]?.reference).toMatchObject({ kind: 'REFUND', serialNumber: 'ND', found: false })
  })
})

describe('the fiscal day', () => {
  it('closes with a Z report: Z + 1, document numbers from 1 again', async () => {
    await send(simpleSale('10,00'))
    await send(simpleSale('5,50'))
    const z = await send('<printerFiscalReport><printZReport operator="1"/></printerFiscalReport>')
    expect(z).toMatchObject({ success: true, info: { zRepNumber: '1', dailyAmount: '15,50' } })
    expect(await send(simpleSale())).toMatchObject({ info: { fiscalReceiptNumber: '1', zRepNumber: '2' } })
    const lastZ = await send('<printerCommand><directIO command="2052" data="00"/></printerCommand>')
    expect(lastZ.info.responseData).toBe('000000000000000001')
  })

  it('reads the day with an X report without closing it', async () => {
    await send(simpleSale('10,00'))
    const x = await send('<printerFiscalReport><printXReport operator="1"/></printerFiscalReport>')
    expect(x).toMatchObject({ success: true, info: { zRepNumber: '1', dailyAmount: '10,00' } })
    expect(await send(simpleSale())).toMatchObject({ info: { fiscalReceiptNumber: '2', zRepNumber: '1' } })
  })

  it.each([
    ['more than 24 hours after the first document', 25 * HOUR],
    ['on the next calendar day', 12 * HOUR],
  ])('refuses sales %s until a Z report', async (_, advance) => {
    await send(simpleSale())
    sim.advanceClock(advance)
    expect(await send(simpleSale())).toMatchObject({ success: false, code: 'PRINTER ERROR', status: 17 })
    await send('<printerFiscalReport><printZReport operator="1"/></printerFiscalReport>')
    expect((await send(simpleSale())).success).toBe(true)
  })

  it('reports the RT status and rebuilds the serial from directIO 3217', async () => {
    await send(simpleSale())
    const status = await send('<printerCommand><queryPrinterStatus operator="1" statusType="1"/></printerCommand>')
    expect(status.info).toMatchObject({ rtType: 'I', rtMainStatus: '02', rtDailyOpen: '1' })
    const data = (await send('<printerCommand><directIO command="3217" data="01"/></printerCommand>')).info.responseData ?? ''
    expect(data.slice(10, 12) + status.info.rtType + data.slice(8, 10) + data.slice(2, 8)).toBe(SERIAL)
  })
})

describe('faults', () => {
  it('paper end refuses a sale with EPTR_REC_EMPTY and journals nothing', async () => {
    sim.setFault('paperEnd')
    const answer = await send(simpleSale())
    expect(answer).toMatchObject({ success: false, code: 'EPTR_REC_EMPTY', status: 3 })
    expect(answer.info.printerStatus?.charAt(0)).toBe('3')
    expect(sim.journal()).toHaveLength(0)
  })

  it('loses the answer after printing; directIO 1387 then tells the client the counter moved', async () => {
    const lastEmitted = async () => (await send('<printerCommand><directIO command="1387" data="01"/></printerCommand>')).info.responseData ?? ''
    const before = await lastEmitted()
    expect(before.slice(32, 40)).toBe('00010000') // Z 1, nothing printed yet
    await fetch(`${sim.url}/__sim/faults/loseAnswerAfterPrint`, { method: 'POST', body: '{"times":1}' })
    await expect(send(simpleSale())).rejects.toThrow()
    expect(sim.journal()).toHaveLength(1)
    const after = await lastEmitted()
    // FT LastEmittedDocStatus: OP, amount 9, VAT 9, DDMMYY, HHMMSS, Z 4, number 4, serial 11, lottery 1+8, fiscal 1
    expect(after.slice(0, 2)).toBe('01')
    expect(Number(after.slice(2, 11))).toBe(sim.journal()[0]!.amountCents)
    expect(after.slice(20, 26)).toBe('040326')
    expect(after.slice(32, 36)).toBe('0001')
    expect(after.slice(36, 40)).toBe('0001')
    expect(after.slice(40, 51)).toBe(SERIAL)
    expect(after.charAt(60)).toBe('1')
    // a pre-bill is emitted on another counter: the flag says so
    await send('<printerNonFiscal><beginNonFiscal operator="1"/><printNormal operator="1" font="1" data="Preconto"/><endNonFiscal operator="1"/></printerNonFiscal>')
    expect((await lastEmitted()).charAt(60)).toBe('0')
  })

  it('serves rec.json only as the recoveryFiles variant, whose layout is our own guess', async () => {
    expect((await fetch(`${sim.url}/www/json_files/rec.json`)).status).toBe(404)
    await sim.stop()
    sim = await startRtSimulator({ port: 0, serial: SERIAL, now: () => START, servesRecoveryFiles: true, answersSerial: true })
    await fetch(`${sim.url}/__sim/faults/loseAnswerAfterPrint`, { method: 'POST', body: '{"times":1}' })
    const sale = receipt(item('Pizza', '1', '10,00', '2'), '<printRecMessage operator="1" messageType="3" index="1" message="CONTO T7-9c1e"/>', total('0', '2', '1'))
    await expect(send(sale)).rejects.toThrow()
    expect(sim.journal()).toHaveLength(1)

    const lastDocument = await (await fetch(`${sim.url}/www/json_files/rec.json`)).json()
    expect(lastDocument).toMatchObject({
      serialNumber: SERIAL,
      zRepNumber: 1,
      fiscalReceiptNumber: 1,
      fiscalReceiptDate: '4/3/2026',
      fiscalReceiptAmount: '10,00',
      trailerLines: [{ messageType: 3, index: 1, message: 'CONTO T7-9c1e' }],
    })
    expect((await send(simpleSale())).info.serialNumber).toBe(SERIAL)
  })

  it('goes offline (connection reset) and comes back when cleared', async () => {
    sim.setFault('offline')
    await expect(send(simpleSale())).rejects.toThrow()
    await fetch(`${sim.url}/__sim/faults/offline`, { method: 'DELETE' })
    expect((await send(simpleSale())).success).toBe(true)
  })

  it('answers late when slow', async () => {
    sim.setFault('slow', { ms: 300, times: 1 })
    const started = Date.now()
    await send(simpleSale())
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })
})

describe('control endpoints', () => {
  it('serve the journal as JSON and reset everything', async () => {
    await send(simpleSale())
    const journal = await (await fetch(`${sim.url}/__sim/journal`)).json()
    expect(journal.documents).toHaveLength(1)
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' })
    expect(sim.journal()).toHaveLength(0)
    expect(await send(simpleSale())).toMatchObject({ info: { fiscalReceiptNumber: '1' } })
  })
})

describe('connections', () => {
  it('stay open between commands by default; the closesConnections variant, switched at run time, closes each one', async () => {
    const sale = await fetch(sim.commandUrl, { method: 'POST', body: `<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${simpleSale()}</s:Body></s:Envelope>` })
    expect(sale.headers.get('connection')).not.toBe('close')
    await sale.text()
    const switched = await fetch(`${sim.url}/__sim/variants`, { method: 'POST', body: JSON.stringify({ closesConnections: true, unknown: true }) })
    expect(await switched.json()).toEqual({ answersSerial: false, servesRecoveryFiles: false, closesConnections: true })
    const closed = await fetch(sim.commandUrl, { method: 'POST', body: '<not-xml' })
    expect(closed.headers.get('connection')).toBe('close')
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' })
    expect(sim.state.closesConnections).toBe(false)
  })
})

describe('CORS', () => {
  it('answers the preflight of a page on another origin', async () => {
    const response = await fetch(sim.commandUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://conto.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,soapaction',
        'Access-Control-Request-Private-Network': 'true',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,soapaction')
    expect(response.headers.get('access-control-allow-private-network')).toBe('true')
  })
})
