import { describe, expect, it } from 'vitest'
import {
  CUSTOM_TIP_INITIAL_VALUE,
  DEFAULT_TIP,
  DEFAULT_TIP_PERCENT,
  TIP_PRESETS,
  getCustomTipInput,
  getTipPresetOptions,
  isPresetTip,
  parseCustomTip,
  resolveTipChoice,
  toCustomTipChoice,
  type CustomTipUnit,
} from '@/features/tips/tip-maths'
import type { TipChoice } from '@/domain/bill-maths'

describe('constants', () => {
  it('follow SPEC §9', () => {
    expect(TIP_PRESETS).toEqual([3, 5, 10])
    expect(DEFAULT_TIP_PERCENT).toBe(5)
    expect(CUSTOM_TIP_INITIAL_VALUE).toBe(5)
  })
})

describe('parseCustomTip', () => {
  it.each([
    ['5', 5],
    ['7.5', 7.5],
    ['7,5', 7.5],
    [' 12 ', 12],
    ['.5', 0.5],
    ['0', 0],
    ['', 0],
    ['abc', 0],
    ['5abc', 0],
    ['1e3', 0],
    ['-3', 0],
    ['.', 0],
    ['1.2.3', 0],
  ])('%j → %d', (text, value) => expect(parseCustomTip(text)).toBe(value))
})

describe('toCustomTipChoice', () => {
  it.each<[string, number, CustomTipUnit, string, number, TipChoice]>([
    ['percent stays percent', 7, 'percent', 'EUR', 5000, { mode: 'percent', amount: 7 }],
    ['percent is capped at 100', 250, 'percent', 'EUR', 5000, { mode: 'percent', amount: 100 }],
    ['euro becomes fixed cents', 2.5, 'currency', 'EUR', 5000, { mode: 'fixed', amount: 250 }],
    ['euro with float noise', 0.1 + 0.2, 'currency', 'EUR', 5000, { mode: 'fixed', amount: 30 }],
    ['yen are already minor units', 300, 'currency', 'JPY', 5000, { mode: 'fixed', amount: 300 }],
    ['won are already minor units', 1500, 'currency', 'KRW', 20_000, { mode: 'fixed', amount: 1500 }],
    ['a fixed tip is capped at the base', 80, 'currency', 'EUR', 5000, { mode: 'fixed', amount: 5000 }],
    ['zero is zero', 0, 'currency', 'EUR', 5000, { mode: 'fixed', amount: 0 }],
  ])('%s', (_name, value, unit, currency, base, expected) => expect(toCustomTipChoice(value, unit, currency, base)).toEqual(expected))
})

describe('getCustomTipInput', () => {
  it.each<[string, TipChoice, string, { value: number; unit: CustomTipUnit }]>([
    ['a preset opens at the initial 5 %', { mode: 'percent', amount: 10 }, 'EUR', { value: 5, unit: 'percent' }],
    ['a fixed zero (a non-number typed) reopens in euro', { mode: 'fixed', amount: 0 }, 'EUR', { value: 0, unit: 'currency' }],
    ['a custom percent reopens as it was', { mode: 'percent', amount: 12 }, 'EUR', { value: 12, unit: 'percent' }],
    ['a fixed tip reopens in euro', { mode: 'fixed', amount: 250 }, 'EUR', { value: 2.5, unit: 'currency' }],
    ['a fixed tip reopens in yen', { mode: 'fixed', amount: 300 }, 'JPY', { value: 300, unit: 'currency' }],
  ])('%s', (_name, tip, currency, expected) => expect(getCustomTipInput(tip, currency)).toEqual(expected))
})

describe('getTipPresetOptions', () => {
  it.each([
    ['on 83,50 €', 8350, [251, 418, 835]],
    ['on 10,50 € (half up)', 1050, [32, 53, 105]],
    ['on 1 235 JPY', 1235, [37, 62, 124]],
    ['on nothing', 0, [0, 0, 0]],
  ])('%s', (_name, base, amounts) => {
    const options = getTipPresetOptions(base)
    expect(options.map((o) => o.percent)).toEqual([3, 5, 10])
    expect(options.map((o) => o.amount)).toEqual(amounts)
    expect(options.map((o) => o.popular)).toEqual([false, true, false])
  })
})

describe('isPresetTip and resolveTipChoice', () => {
  it.each<[TipChoice, boolean]>([
    [{ mode: 'percent', amount: 3 }, true],
    [{ mode: 'percent', amount: 5 }, true],
    [{ mode: 'percent', amount: 10 }, true],
    [{ mode: 'percent', amount: 7 }, false],
    [{ mode: 'fixed', amount: 5 }, false],
  ])('%j preset: %s', (tip, preset) => expect(isPresetTip(tip)).toBe(preset))

  it('the popular 5 % until the diner chooses', () => {
    expect(resolveTipChoice({ mode: 'fixed', amount: 0 }, false)).toEqual(DEFAULT_TIP)
    expect(resolveTipChoice({ mode: 'fixed', amount: 0 }, true)).toEqual({ mode: 'fixed', amount: 0 })
    expect(resolveTipChoice({ mode: 'percent', amount: 10 }, true)).toEqual({ mode: 'percent', amount: 10 })
  })
})
