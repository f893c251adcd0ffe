// Number and date formats of Fiscal ePOS-Print XML. Requests may use a comma or a dot as the
// decimal separator (Epson's samples use a comma, OCA sends a dot); answers always use a comma.

/**
 * Parses a non-negative decimal with at most `decimals` digits after the separator into an integer
 * scaled by 10^decimals ('1,5' with 3 decimals → 1500), or null when the text is not such a number.
 */
export function parseScaledDecimal(text: string | undefined, decimals: number): number | null {
  if (text === undefined) return null
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return null
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
}

/** Formats cents the way the printer answers them: '1234,50', no grouping, comma decimals. */
export function formatEpsonAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`
}

/** Parses a whole number made of digits only, or null. */
export function parseWholeNumber(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,9}$/.test(text.trim())) return null
  return Number(text.trim())
}

export interface PrinterClockReading {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

// The printer's clock shows Italian local time whatever the host machine's zone is.
const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

/** Reads an instant as the printer's wall clock (Europe/Rome). */
export function readPrinterClock(instant: Date): PrinterClockReading {
  const parts = Object.fromEntries(romeParts.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

const two = (value: number) => String(value).padStart(2, '0')

/** fiscalReceiptDate as the printer writes it: d/M/yyyy. */
export function formatReceiptDate(clock: PrinterClockReading): string {
  return `${clock.day}/${clock.month}/${clock.year}`
}

/** fiscalReceiptTime as the printer writes it: HH:mm. */
export function formatReceiptTime(clock: PrinterClockReading): string {
  return `${two(clock.hour)}:${two(clock.minute)}`
}

/** Local date-time without an offset, e.g. 2026-03-04T12:30:05 (receiptISODateTime). */
export function formatLocalIsoDateTime(clock: PrinterClockReading): string {
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`
}

/** The date as the reso/annullo reference writes it: DDMMYYYY. */
export function formatReferenceDate(clock: PrinterClockReading): string {
  return `${two(clock.day)}${two(clock.month)}${clock.year}`
}

/** Calendar day key used to notice that the date changed since the fiscal day opened. */
export function formatCalendarDay(clock: PrinterClockReading): string {
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}`
}

/** Whether DDMMYYYY names a real calendar date. */
export function isValidReferenceDate(text: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text)
  if (!match) return false
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Zero-pads a counter to a fixed width, as the reference message and directIO data expect. */
export function padNumber(value: number, width: number): string {
  return String(value).padStart(width, '0')
}
