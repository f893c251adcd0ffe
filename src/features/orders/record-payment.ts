// The staff's "record a payment" form as numbers: what it would record, or why it cannot yet.
// The server recomputes everything inside its transaction (docs/decisions/019); this is the
// preview staff confirm, worked out with the diners' own maths so the two agree.
import { RECORDED_SPLIT_MODES } from '@/domain/shared-rules'
import { getBaseAmount } from '@/domain/bill-maths'
import { getSelectedLines, type GuestSplit, type SelectedItem, type SplitLine } from '@/domain/bill-selection'
import type { RecordPaymentSplit, RecordedMethod } from '@/domain/ledger'
import { getAmountLeft } from '@/domain/money'
import { formatMoneyInput, parseMoneyInput } from '@/domain/money-input'

export const RECORD_MODES = RECORDED_SPLIT_MODES
export type RecordMode = (typeof RECORD_MODES)[number]

export interface RecordForm {
  method: RecordedMethod
  mode: RecordMode
  /** The amount as typed ('20,00'), for mode `amount`. */
  amountText: string
  guests: GuestSplit
  items: readonly SelectedItem[]
  /** The tip as typed; empty for none. */
  tipText: string
}

export interface RecordBill {
  total: number
  paid: number
  /** Held by diners paying right now: still recordable (getRecordableAmount), so the sheet says so. */
  held: number
  currency: string
}

export type RecordProblem = 'nothingLeft' | 'amountInvalid' | 'amountTooLarge' | 'chooseSomething' | 'tipInvalid'

export type RecordCheck =
  | { ok: true; base: number; tip: number; total: number; split: RecordPaymentSplit }
  | { ok: false; problem: RecordProblem; available: number }

function getSplit(form: RecordForm, amount: number): RecordPaymentSplit {
  switch (form.mode) {
    case 'full':
      return { mode: 'full' }
    case 'amount':
      return { mode: 'amount', amount }
    case 'equal':
      return { mode: 'equal', totalGuests: form.guests.totalGuests, payingFor: form.guests.payingFor }
    case 'items':
      return { mode: 'items', items: [...form.items] }
  }
}

function getBase(form: RecordForm, bill: RecordBill, available: number, lines: readonly SplitLine[], amount: number): number {
  switch (form.mode) {
    case 'full':
      return available
    case 'amount':
      return amount
    case 'equal':
      return getBaseAmount({ mode: 'equal', total: bill.total, available, ...form.guests })
    case 'items':
      return getBaseAmount({ mode: 'items', total: bill.total, available, items: getSelectedLines(form.items, lines) })
  }
}

/**
 * What staff may record: everything not yet paid, what diners' phones hold included. Staff always
 * win (decision 026): a payment that needs held money ends those claims.
 */
export function getRecordableAmount(bill: Pick<RecordBill, 'total' | 'paid'>): number {
  return getAmountLeft(bill.total, bill.paid)
}

/** What nobody has paid and no diner's phone holds: what staff can take without ending a payment. */
export function getFreeAmount(bill: RecordBill): number {
  return Math.max(0, getAmountLeft(bill.total, bill.paid) - Math.max(0, bill.held))
}

/**
 * How the sheet starts (issue 40): the rest of the bill, unless a diner's phone holds part of it;
 * then exactly what is free, so a waiter taking one guest's half in cash never takes, by default,
 * the half a diner is paying by phone. Taking that too stays one tap away ("the rest").
 */
export function getInitialRecordMode(bill: RecordBill): { mode: RecordMode; amountText: string } {
  const free = getFreeAmount(bill)
  if (bill.held <= 0 || free <= 0) return { mode: 'full', amountText: '' }
  return { mode: 'amount', amountText: formatMoneyInput(free, bill.currency) }
}

/** True when recording this would take money a diner's phone holds, and so stop that payment. */
export function endsDinerPayment(check: RecordCheck, bill: RecordBill): boolean {
  return check.ok && bill.held > 0 && check.base > getFreeAmount(bill)
}

/** What the form would record (base, tip, total and the route's `split`), or its first problem. */
export function checkRecordForm(form: RecordForm, bill: RecordBill, lines: readonly SplitLine[]): RecordCheck {
  const available = getRecordableAmount(bill)
  const fail = (problem: RecordProblem): RecordCheck => ({ ok: false, problem, available })
  if (available <= 0) return fail('nothingLeft')
  const amount = form.mode === 'amount' ? parseMoneyInput(form.amountText, bill.currency) : 0
  if (amount === null || (form.mode === 'amount' && amount <= 0)) return fail('amountInvalid')
  if (amount > available) return fail('amountTooLarge')
  const base = getBase(form, bill, available, lines, amount)
  if (base <= 0) return fail('chooseSomething')
  const tip = form.tipText.trim() === '' ? 0 : parseMoneyInput(form.tipText, bill.currency)
  if (tip === null) return fail('tipInvalid')
  return { ok: true, base, tip, total: base + tip, split: getSplit(form, amount) }
}
