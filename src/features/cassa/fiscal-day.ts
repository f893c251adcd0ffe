import { readFiscalDay } from './api'
import { askLastEmitted, readPrinterSerial, type PrinterLink } from './print-job'

/**
 * The printer's fiscal day against Conto's (issue 35): the printer's last documento number in the
 * current Z is how many it emitted since the last closure (numbers start again at 1 after each);
 * Conto counts the documenti it recorded on the same printer in that Z.
 */
export type DayComparison =
  | { kind: 'match'; zNumber: number; count: number }
  /** the printer emitted more: printed by hand on the RT, or by a till that is not Conto's */
  | { kind: 'outside'; zNumber: number; printer: number; conto: number }
  /** Conto recorded more than the printer emitted: something to ask the technician about */
  | { kind: 'fewer'; zNumber: number; printer: number; conto: number }
  /** at the closure: the day's amount the printer certified against what Conto recorded */
  | { kind: 'closure'; zNumber: number; printer: number; conto: number }
  /** the printer's last document is not a fiscal one, or it did not say */
  | { kind: 'unknown' }

/** A day compared: the words for the Cassa, and where on the printer it was (for the closure's amount). */
export interface ComparedDay {
  comparison: DayComparison
  day?: { serial: string; zNumber: number; count: number }
}

export async function compareFiscalDay(printer: PrinterLink, restaurantId: string, device: string): Promise<ComparedDay> {
  const serial = await readPrinterSerial(printer)
  const last = await askLastEmitted(printer)
  if (!last || !last.fiscal) return { comparison: { kind: 'unknown' } }
  const recorded = await readFiscalDay(restaurantId, device, serial, last.zNumber, { count: last.documentNumber })
  return {
    comparison: describeDay(last.zNumber, last.documentNumber, recorded.printed),
    day: { serial, zNumber: last.zNumber, count: last.documentNumber },
  }
}

/**
 * After a daily closure: the amount the printer answered for the day against what Conto recorded
 * as certified on it, kept for the dashboard and the shift report.
 */
export async function compareClosedDay(restaurantId: string, device: string, day: NonNullable<ComparedDay['day']>, printerAmount: number): Promise<DayComparison> {
  const recorded = await readFiscalDay(restaurantId, device, day.serial, day.zNumber, { count: day.count, amount: printerAmount })
  return { kind: 'closure', zNumber: day.zNumber, printer: printerAmount, conto: recorded.certified }
}

/** The comparison in kinds the Cassa words. */
export function describeDay(zNumber: number, printer: number, conto: number): DayComparison {
  if (printer === conto) return { kind: 'match', zNumber, count: printer }
  return printer > conto ? { kind: 'outside', zNumber, printer, conto } : { kind: 'fewer', zNumber, printer, conto }
}
