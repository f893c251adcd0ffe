import type { TipChoice } from './bill-maths'

/**
 * How a restaurant's payment asks for a tip (issue 37, pb_migrations/…_tip_prompt.js): the
 * presets with the popular 5 % chosen (SPEC.md's default), the presets with none chosen, or no
 * tip step at all. A custom tip stays possible whenever there is a step.
 */
export const TIP_PROMPTS = ['popular', 'none', 'off'] as const
export type TipPrompt = (typeof TIP_PROMPTS)[number]

/** The preset chosen until the diner picks one under 'popular' (SPEC §9). */
export const POPULAR_TIP: TipChoice = { mode: 'percent', amount: 5 }
/**
 * No tip: nothing chosen, or no step. 0 %, so it never looks like a custom tip the diner typed
 * (a typed amount of 0,00 € stays a custom tip, shown as such, as SPEC asks).
 */
export const NO_TIP: TipChoice = { mode: 'percent', amount: 0 }

/** The restaurant's choice; an empty or unknown value is SPEC's default. */
export function getTipPrompt(restaurant: { tip_prompt?: string }): TipPrompt {
  return (TIP_PROMPTS as readonly string[]).includes(restaurant.tip_prompt ?? '') ? (restaurant.tip_prompt as TipPrompt) : 'popular'
}

/** The tip a diner starts from before choosing. */
export function getInitialTip(prompt: TipPrompt): TipChoice {
  return prompt === 'popular' ? POPULAR_TIP : NO_TIP
}
