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
  /** the printer's last document is not a fiscal one, or it did not say */
  | { kind: 'unknown' }

export async function compareFiscalDay(printer: PrinterLink, restaurantId: string, device: string): Promise<DayComparison> {
  const serial = await readPrinterSerial(printer)
  const last = await askLastEmitted(printer)
  if (!last || !last.fiscal) return { kind: 'unknown' }
  const day = await readFiscalDay(restaurantId, device, serial, last.zNumber)
  return describeDay(last.zNumber, last.documentNumber, day.printed)
}

/** The comparison in kinds the Cassa words. */
export function describeDay(zNumber: number, printer: number, conto: number): DayComparison {
  if (printer === conto) return { kind: 'match', zNumber, count: printer }
  return printer > conto ? { kind: 'outside', zNumber, printer, conto } : { kind: 'fewer', zNumber, printer, conto }
}
