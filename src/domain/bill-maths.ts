// Money maths shared by the diner screens and the payment functions. Every amount is an integer
// in minor units; nothing here rounds twice. The claim route (pb_hooks/claims-maths.js) repeats
// the split formulas inside its transaction; tests/unit/claims-maths-parity.test.ts keeps them equal.
import { MAX_GUESTS, MAX_UNIT_SHARES, type SPLIT_MODES, type TIP_MODES } from './shared-rules.ts'
import { getMinorUnitDivisor } from './money.ts'

export { getMinorUnitDivisor, MAX_UNIT_SHARES }

export type TipMode = (typeof TIP_MODES)[number]
export type SplitMode = (typeof SPLIT_MODES)[number]

export interface TipChoice {
  mode: TipMode
  /** Percent of the base (e.g. 5 or 7.5) when mode is percent; minor units when fixed. */
  amount: number
}

/** Highest tip accepted: the base itself (100 %). */
export const MAX_TIP_PERCENT = 100

/** Most guests one bill can be split between. */
export const MAX_SPLIT_GUESTS = MAX_GUESTS

/** Minor units of a major-unit entry, e.g. toMinorUnits(2.5, 'EUR') → 250, (300, 'JPY') → 300. */
export function toMinorUnits(major: number, currency: string): number {
  if (!Number.isFinite(major) || major <= 0) return 0
  // toFixed first so 2.675 € is 268 cents, not 267 from 267.49999…
  return Math.round(Number((major * getMinorUnitDivisor(currency)).toFixed(6)))
}

/** A percent tip on a base, rounded half up to the minor unit; a fixed tip as given. */
export function getTipAmount(base: number, tip: TipChoice): number {
  if (!Number.isFinite(tip.amount) || tip.amount <= 0) return 0
  if (tip.mode === 'fixed') return Math.trunc(tip.amount)
  if (base <= 0) return 0
  // hundredths of a percent keep the arithmetic in integers: base × bp / 10 000, half up
  const basisPoints = Math.round(tip.amount * 100)
  return Math.floor((base * basisPoints * 2 + 10_000) / 20_000)
}

/** The largest tip accepted on a base (MAX_TIP_PERCENT of it). */
export function getMaxTip(base: number): number {
  return Math.floor((base * MAX_TIP_PERCENT) / 100)
}

/** What can still be claimed on a bill: total − paid − live claims, never negative. */
export function getAmountAvailable(total: number, paid: number, claimed = 0): number {
  return Math.max(0, total - paid - claimed)
}

export interface EqualShareInput {
  /** The whole bill (not what is left), so every share of one split is computed on one number. */
  total: number
  totalGuests: number
  payingFor: number
  /** Shares of this same split (same totalGuests) already paid or claimed. */
  sharesTaken?: number
}

/**
 * One payer's part of an equal split: floor(total·(s+p)/n) − floor(total·s/n). The parts of all
 * n shares telescope to exactly `total`, whatever order the payers come in.
 */
export function getEqualShareAmount({ total, totalGuests, payingFor, sharesTaken = 0 }: EqualShareInput): number {
  if (total <= 0 || totalGuests < 1 || payingFor < 1) return 0
  const taken = Math.min(Math.max(0, sharesTaken), totalGuests)
  const paying = Math.min(payingFor, totalGuests - taken)
  return Math.floor((total * (taken + paying)) / totalGuests) - Math.floor((total * taken) / totalGuests)
}

export interface ItemLine {
  unitPrice: number
  quantity: number
  /** What the chosen shares of one more unit of the line cover (getUnitShareAmount). */
  shareAmount?: number
}

/** Sum of quantity × unit price over the chosen lines, plus the shares of single units chosen. */
export function getItemsSubtotal(lines: readonly ItemLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * Math.max(0, line.quantity) + Math.max(0, line.shareAmount ?? 0), 0)
}

export interface UnitShareInput {
  unitPrice: number
  /** How many shares the unit is split into. */
  of: number
  /** Shares of the unit already paid or being paid by others. */
  taken: number
  /** What those shares cover. */
  covered: number
  /** Shares this payment takes. */
  parts: number
}

/**
 * What `parts` shares of one unit cover: floor(P·(s+k)/n) − covered, and the last share pays
 * P − covered. Computed from what the earlier shares really cover, so the shares of a unit add up
 * to its price exactly whatever order the payers come in and whichever of them gave up.
 */
export function getUnitShareAmount({ unitPrice, of, taken, covered, parts }: UnitShareInput): number {
  if (unitPrice <= 0 || of < 2 || parts < 1) return 0
  const upTo = Math.min(of, Math.max(0, taken) + parts)
  const target = upTo >= of ? unitPrice : Math.floor((unitPrice * upTo) / of)
  return Math.max(0, target - covered)
}

/** Quantity of a line still payable: total − paid (− claimed), never negative. */
export function getQuantityLeft(totalQuantity: number, paidQuantity: number, claimedQuantity = 0): number {
  return Math.max(0, totalQuantity - paidQuantity - claimedQuantity)
}

export interface BaseAmountInput {
  mode: SplitMode
  /** The whole bill. */
  total: number
  /** What is left to claim (see getAmountAvailable). */
  available: number
  totalGuests?: number
  payingFor?: number
  sharesTaken?: number
  /** Chosen lines with their unit prices (items mode). */
  items?: readonly ItemLine[]
}

/** The amount a payment covers before the tip, never more than what is available. */
export function getBaseAmount(input: BaseAmountInput): number {
  const available = Math.max(0, input.available)
  switch (input.mode) {
    case 'full':
      return available
    case 'equal': {
      const totalGuests = input.totalGuests ?? 1
      const payingFor = input.payingFor ?? 1
      const sharesTaken = input.sharesTaken ?? 0
      // the last share of a split pays what is left, so nothing stays open by a cent
      if (sharesTaken + payingFor >= totalGuests) return available
      return Math.min(available, getEqualShareAmount({ total: input.total, totalGuests, payingFor, sharesTaken }))
    }
    case 'items':
      return Math.min(available, getItemsSubtotal(input.items ?? []))
  }
}

export interface CheckoutAmounts {
  base: number
  tip: number
  total: number
}

/** Base, tip and total of one payment. */
export function getCheckoutAmounts(input: BaseAmountInput & { tip: TipChoice }): CheckoutAmounts {
  const base = getBaseAmount(input)
  const tip = base > 0 ? getTipAmount(base, input.tip) : 0
  return { base, tip, total: base + tip }
}
