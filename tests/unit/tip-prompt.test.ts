import { describe, expect, it } from 'vitest'
import { NO_TIP, POPULAR_TIP, getInitialTip, getTipPrompt } from '@/domain/tip-prompt'
import { isNoTip, resolveTipChoice } from '@/features/tips/tip-maths'

describe('the restaurant’s tip prompt (issue 37)', () => {
  it.each([
    ['empty: SPEC’s default', '', 'popular'],
    ['unknown: SPEC’s default', 'always', 'popular'],
    ['none chosen', 'none', 'none'],
    ['no step', 'off', 'off'],
  ])('%s', (_name, stored, prompt) => {
    expect(getTipPrompt({ tip_prompt: stored })).toBe(prompt)
  })

  it('starts from 5 % only when the restaurant wants it chosen', () => {
    expect(getInitialTip('popular')).toEqual(POPULAR_TIP)
    expect(getInitialTip('none')).toEqual(NO_TIP)
    expect(resolveTipChoice({ mode: 'percent', amount: 10 }, false, 'none')).toEqual(NO_TIP)
    expect(resolveTipChoice({ mode: 'percent', amount: 10 }, true, 'none')).toEqual({ mode: 'percent', amount: 10 })
    expect(isNoTip(NO_TIP)).toBe(true)
    expect(isNoTip(POPULAR_TIP)).toBe(false)
    // a custom 0,00 € the diner typed stays a custom tip
    expect(isNoTip({ mode: 'fixed', amount: 0 })).toBe(false)
  })
})
