// The /__sim/ endpoints: read the journal and the state, inject faults, move the clock, reset.
// They are never faulty themselves, so a test can always clear what it injected.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Faults, FaultSetting } from './faults.ts'
import { isFaultName } from './faults.ts'
import { getCurrentZNumber, isClosureDue, type PrinterState } from './printer-state.ts'
import { readBody, sendJson } from './http-io.ts'

const VARIANTS = ['answersSerial', 'servesRecoveryFiles', 'closesConnections'] as const

export interface SimulatorControls {
  getState: () => PrinterState
  faults: Faults
  reset: () => void
  advanceClock: (ms: number) => void
}

/** A snapshot of the counters and conditions, for tests and for a person debugging a client. */
export function describeState(controls: SimulatorControls): object {
  const state = controls.getState()
  return {
    serialNumber: state.serialNumber,
    lastZNumber: state.lastZNumber,
    currentZNumber: getCurrentZNumber(state),
    lastDocumentNumber: state.lastDocumentNumber,
    fiscalDayOpenedAt: state.fiscalDayOpenedAt?.toISOString() ?? null,
    closureDue: isClosureDue(state) || controls.faults.isActive('closureRequired'),
    dailyAmountCents: state.dailyAmountCents,
    openDocument: state.openDocument,
    clock: state.readClock().toISOString(),
    faults: controls.faults.list(),
    lastRefusal: state.lastRefusal,
  }
}

export async function handleControlRequest(controls: SimulatorControls, request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const route = `${request.method} ${path}`
  const faultMatch = /^\/__sim\/faults\/([A-Za-z]+)$/.exec(path)
  const state = controls.getState()

  if (route === 'GET /__sim/journal') {
    return sendJson(response, 200, { documents: state.journal, zReports: state.zReports, nonFiscalDocuments: state.nonFiscalDocuments, reprints: state.reprints })
  }
  if (route === 'GET /__sim/state') return sendJson(response, 200, describeState(controls))
  if (route === 'POST /__sim/reset') {
    controls.reset()
    return sendJson(response, 200, describeState(controls))
  }
  if (route === 'GET /__sim/faults') return sendJson(response, 200, controls.faults.list())
  if (route === 'DELETE /__sim/faults') {
    controls.faults.clear()
    return sendJson(response, 200, controls.faults.list())
  }
  if (faultMatch && (request.method === 'POST' || request.method === 'DELETE')) {
    const name = faultMatch[1] ?? ''
    if (!isFaultName(name)) return sendJson(response, 404, { error: `unknown fault ${name}` })
    if (request.method === 'DELETE') controls.faults.clear(name)
    else controls.faults.set(name, (await readJson(request)) as FaultSetting)
    return sendJson(response, 200, controls.faults.list())
  }
  if (route === 'POST /__sim/variants') {
    // the README's variants, switched on a running printer (until the next reset)
    const asked = (await readJson(request)) as Record<string, unknown>
    for (const name of VARIANTS) if (typeof asked[name] === 'boolean') state[name] = asked[name]
    return sendJson(response, 200, Object.fromEntries(VARIANTS.map((name) => [name, state[name]])))
  }
  if (route === 'POST /__sim/clock') {
    const { advanceMs } = (await readJson(request)) as { advanceMs?: number }
    if (typeof advanceMs !== 'number') return sendJson(response, 400, { error: 'send {"advanceMs": <number>}' })
    controls.advanceClock(advanceMs)
    return sendJson(response, 200, describeState(controls))
  }
  return sendJson(response, 404, { error: `no control route ${route}` })
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request)
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}
