// What every command handler works on, and the check every printing command starts with.
import type { Faults } from './faults.ts'
import type { PaperCondition, PrinterState } from './printer-state.ts'
import { PrinterRefusal, RefusalStatus, ResponseCode } from './printer-answer.ts'

export interface PrinterContext {
  state: PrinterState
  faults: Faults
}

/** Paper end or an open cover stops anything that prints: EPTR_REC_EMPTY, status 3 (FT). */
export function assertPaperReady({ faults }: PrinterContext): void {
  if (faults.take('paperEnd') || faults.take('coverOpen')) {
    throw new PrinterRefusal(RefusalStatus.offline, 'paper end or cover open', ResponseCode.paperOrCover)
  }
}

/** The paper and cover faults as the printerStatus digit shows them. */
export function readPaperCondition({ faults }: PrinterContext): PaperCondition {
  return { paperEnd: faults.isActive('paperEnd'), coverOpen: faults.isActive('coverOpen'), paperLow: faults.isActive('paperLow') }
}
