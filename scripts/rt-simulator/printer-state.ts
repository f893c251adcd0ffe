// Everything the simulated RT remembers: counters, the journal, the fiscal day, a half-open document.
import type { FiscalDocument, ZReport } from './fiscal-document.ts'
import { formatCalendarDay, readPrinterClock } from './epson-formats.ts'

export interface DepartmentSetting {
  rate?: number
  nature?: string
}

export interface Department {
  rate: number | null
  nature: string | null
}

export interface PrinterOptions {
  /** 11-character matricola; its third letter is the RT type (I = RT, M = converted MF). */
  serial?: string
  /** Programmed departments; given, they replace the defaults entirely. */
  departments?: Record<number, DepartmentSetting>
  /** Z reports already made before the simulator starts (the next one is lastZNumber + 1). */
  lastZNumber?: number
  /** Injectable clock; advanceClock() moves on from it. */
  now?: () => Date
  /** The printer's password for directIO 4038 (Epson's factory default, per ODOO: 12345). */
  password?: string
  /**
   * Put serialNumber in a printed document's answer. Off by default: the answer in Epson's guide, as
   * LY's acceptance tests quote it, has no serial; FT's client reads it with directIO 3217 when
   * missing. On, for a client that must work either way.
   */
  answersSerial?: boolean
  /**
   * Serve GET /www/json_files/rec.json and zrep.json. Off by default: no public source gives their
   * layout or says a real RT serves them to another origin (README, "The recovery read").
   */
  servesRecoveryFiles?: boolean
  /**
   * Answer with `Connection: close`, so every command comes on a new connection. Off by default:
   * HTTP/1.1 keeps connections open unless told otherwise (RFC 9112 §9.3), and no source says what
   * the RT's web server does. It matters: a browser resends a request whose reused connection closed
   * before any answer, so a lost answer can print a document twice on a kept connection.
   */
  closesConnections?: boolean
}

/** A copy reprinted from the journal (directIO 3098): never a fiscal document. */
export interface Reprint {
  /** DDMMYYYY of the documents */
  date: string
  documentNumbers: number[]
}

/** A document the printer has open: fiscal (d4 = 0), payment in progress (3), non-fiscal (2). */
export type OpenDocument = 'fiscal' | 'payment' | 'nonFiscal' | null

export interface PrinterState {
  serialNumber: string
  departments: Map<number, Department>
  lastZNumber: number
  /** number of the last document of the current fiscal day; 0 right after a Z */
  lastDocumentNumber: number
  fiscalDayOpenedAt: Date | null
  dailyAmountCents: number
  journal: FiscalDocument[]
  zReports: ZReport[]
  openDocument: OpenDocument
  nonFiscalDocuments: string[][]
  duplicatesPrinted: number
  password: string
  /** directIO 4038 has been given the password: journal reprints are allowed */
  loggedIn: boolean
  reprints: Reprint[]
  clockOffsetMs: number
  readClock: () => Date
  /** why the last request was refused; never sent to the client, for debugging */
  lastRefusal: { code: string; status: number; reason: string } | null
  answersSerial: boolean
  servesRecoveryFiles: boolean
  closesConnections: boolean
  /** what the printer emitted last, fiscal or not (directIO 1387) */
  lastEmitted: 'fiscal' | 'nonFiscal' | null
}

export const DEFAULT_SERIAL = '99IEB000001'

// FT's default programming: rates on 1-4, the non-VAT natures on 10-14 (EE, NS, NI, ES, RM).
const DEFAULT_DEPARTMENTS: Record<number, DepartmentSetting> = {
  1: { rate: 22 },
  2: { rate: 10 },
  3: { rate: 4 },
  4: { rate: 5 },
  10: { nature: 'N1' },
  11: { nature: 'N2' },
  12: { nature: 'N3' },
  13: { nature: 'N4' },
  14: { nature: 'N5' },
}

/** A fresh printer: fiscal day closed, empty journal. */
export function createPrinterState(options: PrinterOptions = {}): PrinterState {
  const settings = options.departments ?? DEFAULT_DEPARTMENTS
  const departments = new Map<number, Department>()
  for (const [number, setting] of Object.entries(settings)) {
    departments.set(Number(number), { rate: setting.rate ?? (setting.nature ? 0 : null), nature: setting.nature ?? null })
  }
  const baseClock = options.now ?? (() => new Date())
  const state: PrinterState = {
    serialNumber: options.serial ?? DEFAULT_SERIAL,
    departments,
    lastZNumber: options.lastZNumber ?? 0,
    lastDocumentNumber: 0,
    fiscalDayOpenedAt: null,
    dailyAmountCents: 0,
    journal: [],
    zReports: [],
    openDocument: null,
    nonFiscalDocuments: [],
    duplicatesPrinted: 0,
    password: options.password ?? '12345',
    loggedIn: false,
    reprints: [],
    clockOffsetMs: 0,
    readClock: () => new Date(baseClock().getTime() + state.clockOffsetMs),
    lastRefusal: null,
    answersSerial: options.answersSerial ?? false,
    servesRecoveryFiles: options.servesRecoveryFiles ?? false,
    closesConnections: options.closesConnections ?? false,
    lastEmitted: null,
  }
  return state
}

/** The RT type letter answered by queryPrinterStatus 1 and used to rebuild the serial (FT, PRO). */
export function getRtType(state: PrinterState): string {
  return state.serialNumber.charAt(2)
}

/** The Z number the current fiscal day will close with, which documents carry as zRepNumber. */
export function getCurrentZNumber(state: PrinterState): number {
  return state.lastZNumber + 1
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether the RT wants a Z before the next sale: the day opened over 24 h ago or on another date. */
export function isClosureDue(state: PrinterState): boolean {
  const openedAt = state.fiscalDayOpenedAt
  if (!openedAt) return false
  const now = state.readClock()
  if (now.getTime() - openedAt.getTime() > DAY_MS) return true
  return formatCalendarDay(readPrinterClock(openedAt)) !== formatCalendarDay(readPrinterClock(now))
}

export interface PaperCondition {
  paperEnd: boolean
  coverOpen: boolean
  paperLow: boolean
}

/** The 5-digit printerStatus: printer, journal, drawer, document, mode (FT DeviceStatus; OCA). */
export function getPrinterStatus(state: PrinterState, paper: PaperCondition): string {
  const printer = paper.paperEnd || paper.coverOpen ? '3' : paper.paperLow ? '2' : '0'
  const journal = '0'
  const drawer = '1' // closed, which is also what a printer without a drawer reports
  const mode = '0' // registration
  return `${printer}${journal}${drawer}${getDocumentDigit(state.openDocument)}${mode}`
}

function getDocumentDigit(openDocument: OpenDocument): string {
  switch (openDocument) {
    case 'fiscal':
      return '0'
    case 'payment':
      return '3'
    case 'nonFiscal':
      return '2'
    default:
      return '1'
  }
}
