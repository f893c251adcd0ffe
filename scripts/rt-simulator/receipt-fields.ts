// Attribute checks shared by the receipt elements. Each refuses with the status a real RT gives for
// that kind of fault, as far as the research notes tell (§1.5, §3; statuses inferred are marked).
import type { CommandElement } from './soap.ts'
import type { Department, PrinterState } from './printer-state.ts'
import { parseScaledDecimal, parseWholeNumber } from './epson-formats.ts'
import { PrinterRefusal, RefusalStatus } from './printer-answer.ts'

/** Item descriptions: 38 characters assumed (no primary source; FT cuts to 38, type 4 messages are 38). */
export const MAX_DESCRIPTION_LENGTH = 38

/** The attribute's value, or a VALORE ERRATO refusal when it is missing. */
export function requireAttribute(element: CommandElement, name: string): string {
  const value = element.attributes[name]
  if (value === undefined) throw new PrinterRefusal(RefusalStatus.wrongValue, `${element.name} needs ${name}`)
  return value
}

/** A description of at most 38 characters. */
export function readDescription(element: CommandElement, required = true): string {
  const description = required ? requireAttribute(element, 'description') : (element.attributes.description ?? '')
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    throw new PrinterRefusal(RefusalStatus.wrongValue, `${element.name} description longer than ${MAX_DESCRIPTION_LENGTH}`)
  }
  return description
}

/** An amount in cents: non-negative, at most 2 decimals, comma or dot. */
export function readCents(element: CommandElement, name: string): number {
  const cents = parseScaledDecimal(requireAttribute(element, name), 2)
  if (cents === null) throw new PrinterRefusal(RefusalStatus.wrongValue, `${element.name} ${name} is not an amount`)
  return cents
}

/** A quantity in thousandths: above zero, at most 3 decimals. */
export function readQuantityThousandths(element: CommandElement): number {
  const thousandths = parseScaledDecimal(requireAttribute(element, 'quantity'), 3)
  if (thousandths === null || thousandths === 0) {
    throw new PrinterRefusal(RefusalStatus.wrongValue, `${element.name} quantity must be above 0 with up to 3 decimals`)
  }
  return thousandths
}

/** A whole-number attribute, or VALORE ERRATO. */
export function readWholeNumber(element: CommandElement, name: string, fallback?: number): number {
  const text = element.attributes[name]
  if (text === undefined && fallback !== undefined) return fallback
  const value = parseWholeNumber(requireAttribute(element, name))
  if (value === null) throw new PrinterRefusal(RefusalStatus.wrongValue, `${element.name} ${name} is not a number`)
  return value
}

/**
 * A department 1-99 (OCA) that is programmed on this printer. Out of range → NON PREVISTO (an
 * invalid index); not programmed → NON PROGRAMMATO. Both statuses are inferred from their meaning.
 */
export function readDepartment(state: PrinterState, element: CommandElement): { number: number; department: Department } {
  const number = readWholeNumber(element, 'department')
  if (number < 1 || number > 99) throw new PrinterRefusal(RefusalStatus.notProvided, `department ${number} is outside 1-99`)
  const department = state.departments.get(number)
  if (!department) throw new PrinterRefusal(RefusalStatus.notProgrammed, `department ${number} is not programmed`)
  return { number, department }
}

/** Line amount in cents: quantity × unit price, rounded half up. */
export function multiplyQuantity(thousandths: number, unitPriceCents: number): number {
  return Math.round((thousandths * unitPriceCents) / 1000)
}
