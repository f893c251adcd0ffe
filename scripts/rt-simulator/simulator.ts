// A stand-in for an Epson FP-81 II RT / FP-90 III RT speaking Fiscal ePOS-Print XML over HTTP,
// the way stripe-mock stands in for Stripe. See README.md beside this file for every rule.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import type { FiscalDocument } from './fiscal-document.ts'
import { createFaults, type FaultName, type FaultSetting } from './faults.ts'
import { createPrinterState, getPrinterStatus, type PrinterOptions, type PrinterState } from './printer-state.ts'
import { readPaperCondition, type PrinterContext } from './printer-context.ts'
import { PrinterRefusal, refusedAnswer, ResponseCode, type PrinterAnswer } from './printer-answer.ts'
import { buildSoapResponse, parseSoapRequest, type CommandElement } from './soap.ts'
import { printFiscalReceipt } from './fiscal-receipt.ts'
import { printFiscalReport } from './fiscal-report.ts'
import { runPrinterCommand } from './printer-command.ts'
import { printNonFiscal } from './non-fiscal.ts'
import { describeLastDocument, describeLastZReport } from './recovery-files.ts'
import { describeState, handleControlRequest, type SimulatorControls } from './control-routes.ts'
import { readBody, sendJson, sendXml, setCorsHeaders } from './http-io.ts'

export interface RtSimulatorOptions extends PrinterOptions {
  /** 0 (the default) picks a free port */
  port?: number
  host?: string
}

export interface RunningRtSimulator {
  /** e.g. http://127.0.0.1:41234 — the printer's base address */
  url: string
  /** the command endpoint as clients call it: url + /cgi-bin/fpmate.cgi?devid=local_printer&timeout=10000 */
  commandUrl: string
  /** the live state (replaced by reset) */
  readonly state: PrinterState
  journal: () => FiscalDocument[]
  describeState: () => object
  setFault: (name: FaultName, setting?: FaultSetting) => void
  clearFault: (name?: FaultName) => void
  advanceClock: (ms: number) => void
  reset: () => void
  stop: () => Promise<void>
}

// Epson's answers carry lastCommand; 74 is the only value seen in the sources (PEP sample).
const LAST_COMMAND = '74'

const HANDLERS: Record<string, (context: PrinterContext, command: CommandElement) => PrinterAnswer> = {
  printerFiscalReceipt: printFiscalReceipt,
  printerFiscalReport: printFiscalReport,
  printerCommand: runPrinterCommand,
  printerNonFiscal: printNonFiscal,
}

/** Starts a simulated RT printer on a free port (or the one given). */
export async function startRtSimulator(options: RtSimulatorOptions = {}): Promise<RunningRtSimulator> {
  const faults = createFaults()
  const context: PrinterContext = { state: createPrinterState(options), faults }
  const controls: SimulatorControls = {
    getState: () => context.state,
    faults,
    reset: () => {
      context.state = createPrinterState(options)
      faults.clear()
    },
    advanceClock: (ms) => {
      context.state.clockOffsetMs += ms
    },
  }
  // a printer does one thing at a time: commands queue behind each other (PRO relies on it)
  let queue: Promise<void> = Promise.resolve()

  const server = createServer((request, response) => {
    handleRequest(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) })
      else response.destroy()
    })
  })

  async function handleRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setCorsHeaders(request, response)
    if (context.state.closesConnections) response.setHeader('connection', 'close')
    const path = new URL(request.url ?? '/', 'http://printer').pathname
    if (path.startsWith('/__sim/')) {
      if (request.method === 'OPTIONS') return void response.writeHead(204).end()
      return handleControlRequest(controls, request, response, path)
    }
    if (faults.take('offline')) {
      // a switched-off printer: the connection dies without an HTTP answer
      request.socket.resetAndDestroy()
      return
    }
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (context.state.servesRecoveryFiles && request.method === 'GET') {
      if (path === '/www/json_files/rec.json') return sendFile(response, describeLastDocument(context.state))
      if (path === '/www/json_files/zrep.json') return sendFile(response, describeLastZReport(context.state))
    }
    if (path !== '/cgi-bin/fpmate.cgi') return sendJson(response, 404, { error: 'not found' })
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'POST a SOAP envelope' })

    const body = await readBody(request)
    const turn = queue.then(() => answerPrinterRequest(body, response))
    queue = turn.catch(() => undefined)
    return turn
  }

  async function answerPrinterRequest(body: string, response: ServerResponse): Promise<void> {
    // read before the command: the refusal that uses up a paper fault still shows it
    const paper = readPaperCondition(context)
    const answer = runCommand(body)
    const slow = faults.take('slow')
    if (slow) await delay(slow.ms)
    if (answer.printed && faults.take('loseAnswerAfterPrint')) {
      // printed and journaled, but the answer never leaves: the client sees a socket error
      response.socket?.destroy()
      return
    }
    const warnPaperLow = answer.success && answer.printed && faults.take('paperLow') !== null
    sendXml(
      response,
      buildSoapResponse({
        success: answer.success,
        code: answer.code,
        status: warnPaperLow ? 2 : answer.status,
        addInfo: [['lastCommand', LAST_COMMAND], ['printerStatus', getPrinterStatus(context.state, paper)], ...answer.info],
      }),
    )
  }

  function runCommand(body: string): PrinterAnswer {
    const parsed = parseSoapRequest(body)
    if (!parsed.ok) return refuse(parsed.code, 0, parsed.reason)
    const handler = HANDLERS[parsed.command.name]
    if (!handler) return refuse(ResponseCode.invalidCommand, 0, `${parsed.command.name} is unknown or not simulated`)
    try {
      return handler(context, parsed.command)
    } catch (error) {
      if (error instanceof PrinterRefusal) return refuse(error.code, error.status, error.message)
      throw error
    }
  }

  function refuse(code: string, status: number, reason: string): PrinterAnswer {
    context.state.lastRefusal = { code, status, reason }
    return refusedAnswer(code, status)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  return {
    url,
    commandUrl: `${url}/cgi-bin/fpmate.cgi?devid=local_printer&timeout=10000`,
    get state() {
      return context.state
    },
    journal: () => context.state.journal,
    describeState: () => describeState(controls),
    setFault: (name, setting) => faults.set(name, setting),
    clearFault: (name) => faults.clear(name),
    advanceClock: controls.advanceClock,
    reset: controls.reset,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function sendFile(response: ServerResponse, content: object | null): void {
  if (content === null) return sendJson(response, 404, { error: 'nothing printed yet' })
  sendJson(response, 200, content)
}
