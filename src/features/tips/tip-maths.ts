import { MAX_TIP_PERCENT, getMaxTip, getTipAmount, toMinorUnits, type TipChoice } from '@/domain/bill-maths'
import { toMajorUnits } from '@/domain/money'
import { POPULAR_TIP, getInitialTip, type TipPrompt } from '@/domain/tip-prompt'

/** Preset tips in percent (SPEC §9). */
export const TIP_PRESETS = [3, 5, 10] as const
/** The preset marked 'popular' (chosen by default unless the restaurant says otherwise). */
export const DEFAULT_TIP_PERCENT = POPULAR_TIP.amount
/** What the custom-tip input shows when it opens. */
export const CUSTOM_TIP_INITIAL_VALUE = 5

export type CustomTipUnit = 'percent' | 'currency'

export const DEFAULT_TIP: TipChoice = POPULAR_TIP

/**
 * A custom tip typed by the diner. Commas count as decimal points (Italian keyboards); anything
 * that is not a number — or is negative — becomes 0, as the spec asks.
 */
export function parseCustomTip(text: string): number {
  const normalised = text.trim().replace(',', '.')
  if (!/^\d*\.?\d*$/.test(normalised) || normalised === '' || normalised === '.') return 0
  const value = Number(normalised)
  return Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * The tip the custom sheet stands for: a percent stays a percent (at most 100 %); a currency
 * amount becomes a fixed tip in minor units, at most the base itself.
 */
export function toCustomTipChoice(value: number, unit: CustomTipUnit, currency: string, base: number): TipChoice {
  if (unit === 'percent') return { mode: 'percent', amount: Math.min(MAX_TIP_PERCENT, Math.max(0, value)) }
  return { mode: 'fixed', amount: Math.min(getMaxTip(base), toMinorUnits(value, currency)) }
}

/** The value to show in the custom input: the custom tip already chosen, else the initial 5 %. */
export function getCustomTipInput(tip: TipChoice, currency: string): { value: number; unit: CustomTipUnit } {
  if (tip.mode === 'fixed') return { value: toMajorUnits(tip.amount, currency), unit: 'currency' }
  if (tip.mode === 'percent' && !isPresetTip(tip)) return { value: tip.amount, unit: 'percent' }
  return { value: CUSTOM_TIP_INITIAL_VALUE, unit: 'percent' }
}

/** True when the tip is exactly one of the presets. */
export function isPresetTip(tip: TipChoice): boolean {
  return tip.mode === 'percent' && (TIP_PRESETS as readonly number[]).includes(tip.amount)
}

export interface TipPresetOption {
  percent: number
  amount: number
  popular: boolean
}

/** The three presets with what each adds to the base. */
export function getTipPresetOptions(base: number): TipPresetOption[] {
  return TIP_PRESETS.map((percent) => ({
    percent,
    amount: getTipAmount(base, { mode: 'percent', amount: percent }),
    popular: percent === DEFAULT_TIP_PERCENT,
  }))
}

/** The tip stored in the order context, or the restaurant's starting tip until the diner picks one. */
export function resolveTipChoice(stored: TipChoice, chosen: boolean, prompt: TipPrompt = 'popular'): TipChoice {
  return chosen ? stored : getInitialTip(prompt)
}

/** No tip chosen (0 %): neither a preset nor the custom tip is marked. */
export function isNoTip(tip: TipChoice): boolean {
  return tip.mode === 'percent' && tip.amount <= 0
}
