// What a command handler hands back before it is wrapped in SOAP: the `response` attributes and the
// addInfo fields that follow lastCommand and printerStatus (added by the simulator, in that order).

export interface PrinterAnswer {
  success: boolean
  code: string
  status: number
  /** addInfo fields after lastCommand and printerStatus, in the order the printer lists them. */
  info: [name: string, value: string][]
  /** True when paper came out: loseAnswerAfterPrint only bites then. */
  printed: boolean
}

/** Codes of the `response` element (FT ErrorInfoFactory descriptions). */
export const ResponseCode = {
  ok: '',
  noData: 'NO_DATA',
  parserError: 'PARSER_ERROR',
  incompleteFile: 'INCOMPLETE FILE',
  invalidCommand: 'Non valid XML command',
  paperOrCover: 'EPTR_REC_EMPTY',
  printerError: 'PRINTER ERROR',
} as const

/** `status` numbers of a refusal (FT ErrorInfoFactory, the printer's Italian messages). */
export const RefusalStatus = {
  offline: 3, // OFFLINE: paper end or cover open
  dateInvalid: 10, // DATA ERRATA
  wrongSequence: 11, // SEQUENZA ERRATA
  noSuchData: 12, // DATI INESISTENTI
  wrongValue: 13, // VALORE ERRATO
  notProvided: 16, // NON PREVISTO: invalid index
  notNow: 17, // IMPOSSIBILE ORA
  notPossible: 18, // NON POSSIBILE
  aboveValue: 20, // SUPERA VALORE
  aboveLimit: 21, // SUPERA LIMITE
  notProgrammed: 22, // NON PROGRAMMATO
  badChecksum: 30, // CHECKSUM ERRATO: P.IVA, codice fiscale, lottery code
  alreadyVoided: 39, // DOC già ANNULLATO
  alreadyRefunded: 40, // DOC già RESO
  referenceIsVoid: 41, // TIPO NON VALIDO (DOC di ANNULLO)
  referenceIsRefund: 42, // TIPO NON VALIDO (DOC di RESO)
} as const

/**
 * Thrown by a handler to stop at the element the printer would refuse. `reason` never reaches the
 * XML answer (a real printer gives no text); the simulator keeps it as lastRefusal for debugging.
 */
export class PrinterRefusal extends Error {
  readonly code: string
  readonly status: number

  constructor(status: number, reason: string, code: string = ResponseCode.printerError) {
    super(reason)
    this.status = status
    this.code = code
  }
}

/** A successful answer with the given addInfo fields. */
export function acceptedAnswer(info: [string, string][] = [], printed = false): PrinterAnswer {
  return { success: true, code: ResponseCode.ok, status: 0, info, printed }
}

/** A refused answer: nothing printed. */
export function refusedAnswer(code: string, status: number): PrinterAnswer {
  return { success: false, code, status, info: [], printed: false }
}
