// The menu as CSV: `category,name,description,price,available,vat` (vat may be left out: files
// from before it existed still import, and their items keep their rate). An import is checked whole
// before anything is saved, and every bad row is reported with its line number and reason.
import { MAX_MINOR_UNITS } from '@/domain/shared-rules'
import { neutraliseFormula, readNeutralisedText } from '@/lib/format/csv'
import { formatMoneyInput, parseMoneyInput } from '@/domain/money-input'
import { getNameKey } from '@/lib/format/text'
import { parseVatInput, type VatCode } from '@/domain/vat'

export const MENU_CSV_COLUMNS = ['category', 'name', 'description', 'price', 'available', 'vat'] as const
/** The columns a file must have: every one but the last, vat. */
const REQUIRED_COLUMNS = MENU_CSV_COLUMNS.slice(0, -1)
/** The same columns as an Italian spreadsheet names them; a header may mix both. */
const ITALIAN_COLUMNS: Record<string, (typeof MENU_CSV_COLUMNS)[number]> = {
  categoria: 'category',
  nome: 'name',
  descrizione: 'description',
  prezzo: 'price',
  disponibile: 'available',
  iva: 'vat',
}
/** The most rows one import saves (PocketBase's batch limit, pb_migrations/1763701300_…). */
export const MAX_MENU_ROWS = 500
/** Field limits of items (pb_migrations/1763700040_created_items.js). */
export const MENU_LIMITS = { name: 120, description: 500, category: 60 } as const
/** items.price's limit, in minor units. */
export const MAX_ITEM_PRICE = MAX_MINOR_UNITS

export interface MenuCsvRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number
  category: string
  name: string
  description: string
  /** Minor units of the restaurant's currency. */
  price: number
  available: boolean
  /** The VAT rate; '' for the restaurant's default; absent when the file has no vat column. */
  vat?: VatCode | ''
}

export type MenuCsvReason =
  | 'empty'
  | 'unreadable'
  | 'header'
  | 'tooManyRows'
  | 'unclosedQuote'
  | 'columns'
  | 'emptyName'
  | 'nameTooLong'
  | 'descriptionTooLong'
  | 'categoryTooLong'
  | 'badPrice'
  | 'badAvailable'
  | 'badVat'
  | 'duplicateName'

export interface MenuCsvProblem {
  line: number
  reason: MenuCsvReason
  /** The offending value, or for a duplicate the line of its first use. */
  value?: string
}

export type MenuCsvResult = { ok: true; rows: MenuCsvRow[] } | { ok: false; problems: MenuCsvProblem[] }

interface CsvRecord {
  line: number
  fields: string[]
}

/** RFC 4180 records with the line each starts on; `null` line when a quote is never closed. */
export function splitCsv(text: string, delimiter: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let quoteLine = 1
  const src = text.replace(/^\uFEFF/, '')
  const endRecord = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: recordLine, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < src.length; i++) {
    const char = src[i]!
    if (quoted) {
      if (char === '"' && src[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        field += char
      }
    } else if (char === '"' && field.trim() === '') {
      field = ''
      quoted = true
      quoteLine = line
    } else if (char === delimiter) {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && src[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else field += char
  }
  if (quoted) return { records, unclosedAt: quoteLine }
  endRecord()
  return { records, unclosedAt: null }
}

const YES = new Set(['', '1', 'true', 'yes', 'y', 'si', 'sì', 'x', 'available', 'disponibile'])
const NO = new Set(['0', 'false', 'no', 'n', 'sold out', 'esaurito'])

/**
 * The header decides the delimiter: Italian spreadsheets save CSV with semicolons, and Excel's
 * "Unicode text" separates with tabs.
 */
function detectDelimiter(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? ''
  if (header.includes('\t') && !header.includes(',') && !header.includes(';')) return '\t'
  return header.includes(';') && !header.includes(',') ? ';' : ','
}

export type MenuFileText = { ok: true; text: string } | { ok: false; problems: MenuCsvProblem[] }

/**
 * Characters no menu has: control characters (a NUL byte among them) and the replacement
 * character, which means another program already lost what was there.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNREADABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/

/**
 * The text of a menu file as Excel and other spreadsheets save it: UTF-8 (with or without BOM),
 * UTF-16 with its BOM ("Unicode text"), or else Windows-1252, what Excel's plain "CSV" writes on
 * an Italian Windows ("Caffè" is the byte E8 there). A file that still holds characters no menu
 * has is refused at the first line that does, rather than imported garbled.
 */
export function decodeMenuFile(bytes: Uint8Array): MenuFileText {
  const text = decodeBytes(bytes)
  const bad = UNREADABLE.exec(text)
  if (!bad) return { ok: true, text: text.replace(/^\uFEFF/, '') }
  const line = text.slice(0, bad.index).split(/\r\n|\r|\n/).length
  return { ok: false, problems: [{ line, reason: 'unreadable' }] }
}

function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** Checks a whole menu file; rows only when every row is good. */
export function parseMenuCsv(text: string, currency: string): MenuCsvResult {
  const { records, unclosedAt } = splitCsv(text, detectDelimiter(text))
  if (unclosedAt !== null) return { ok: false, problems: [{ line: unclosedAt, reason: 'unclosedQuote' }] }
  const [header, ...body] = records
  if (!header) return { ok: false, problems: [{ line: 1, reason: 'empty' }] }
  const columns = header.fields.map((name) => {
    const column = name.trim().toLowerCase()
    return ITALIAN_COLUMNS[column] ?? column
  })
  const hasVat = columns.join(',') === MENU_CSV_COLUMNS.join(',')
  if (!hasVat && columns.join(',') !== REQUIRED_COLUMNS.join(',')) {
    return { ok: false, problems: [{ line: header.line, reason: 'header', value: header.fields.join(',') }] }
  }
  if (body.length === 0) return { ok: false, problems: [{ line: 2, reason: 'empty' }] }
  if (body.length > MAX_MENU_ROWS) return { ok: false, problems: [{ line: body[MAX_MENU_ROWS]!.line, reason: 'tooManyRows', value: String(MAX_MENU_ROWS) }] }

  const problems: MenuCsvProblem[] = []
  const rows: MenuCsvRow[] = []
  const firstLineOf = new Map<string, number>()
  for (const { line, fields } of body) {
    if (fields.length !== columns.length) {
      problems.push({ line, reason: 'columns', value: String(fields.length) })
      continue
    }
    const [category, name, description, priceText, availableText, vatText = ''] = fields.map((value) => readNeutralisedText(value.trim())) as [string, string, string, string, string, string?]
    const before = problems.length
    if (!name) problems.push({ line, reason: 'emptyName' })
    else if (name.length > MENU_LIMITS.name) problems.push({ line, reason: 'nameTooLong', value: String(MENU_LIMITS.name) })
    if (description.length > MENU_LIMITS.description) problems.push({ line, reason: 'descriptionTooLong', value: String(MENU_LIMITS.description) })
    if (category.length > MENU_LIMITS.category) problems.push({ line, reason: 'categoryTooLong', value: String(MENU_LIMITS.category) })
    const price = parseMoneyInput(priceText, currency)
    if (price === null || price > MAX_ITEM_PRICE) problems.push({ line, reason: 'badPrice', value: priceText })
    const availableKey = availableText.toLowerCase()
    if (!YES.has(availableKey) && !NO.has(availableKey)) problems.push({ line, reason: 'badAvailable', value: availableText })
    const vat = parseVatInput(vatText)
    if (vat === null) problems.push({ line, reason: 'badVat', value: vatText })
    if (name) {
      const key = getNameKey(name)
      const first = firstLineOf.get(key)
      if (first !== undefined) problems.push({ line, reason: 'duplicateName', value: String(first) })
      else firstLineOf.set(key, line)
    }
    if (problems.length === before) {
      const row: MenuCsvRow = { line, category, name, description, price: price!, available: !NO.has(availableKey) }
      rows.push(hasVat ? { ...row, vat: vat! } : row)
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows }
}

/** One field of the export: formulas neutralised (read back by parseMenuCsv), quoted when needed. */
function quoteCsvField(text: string): string {
  const value = neutraliseFormula(text)
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value
}

export interface MenuCsvItem {
  category: string
  name: string
  description: string
  price: number
  available: boolean
  vat: VatCode | ''
}

/** The menu as a CSV file that parseMenuCsv reads back unchanged. */
export function formatMenuCsv(items: readonly MenuCsvItem[], currency: string): string {
  const lines = [MENU_CSV_COLUMNS.join(',')]
  for (const item of items) {
    lines.push(
      [item.category, item.name, item.description, formatMoneyInput(item.price, currency), item.available ? 'yes' : 'no', item.vat]
        .map(quoteCsvField)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
