import { describe, expect, it } from 'vitest'
import { getSetupProgress, hasRestaurantDetails, SETUP_STEPS, type SetupFacts } from '@/features/setup/setup-steps'

const fresh: SetupFacts = {
  address: '',
  description: '',
  logo: '',
  phoneNumbers: [],
  activeTables: 0,
  menuItems: 0,
  chargesEnabled: false,
  qrPrintedAt: '',
  completedPayments: 0,
}
const ready: SetupFacts = {
  address: 'Via Roma 1, Milano',
  description: 'Cucina di casa.',
  logo: 'logo_abc.png',
  phoneNumbers: ['+39 02 1234 5678'],
  activeTables: 1,
  menuItems: 1,
  chargesEnabled: true,
  qrPrintedAt: '2026-11-23 10:00:00.000Z',
  completedPayments: 1,
}

describe('hasRestaurantDetails: an address and one of description, logo or phone', () => {
  it.each([
    ['nothing', {}, false],
    ['an address alone', { address: 'Via Roma 1' }, false],
    ['a blank address with everything else', { address: '   ', description: 'x', logo: 'l.png', phoneNumbers: ['+39 02 1'] }, false],
    ['a description without address', { description: 'Cucina di casa.' }, false],
    ['address and description', { address: 'Via Roma 1', description: 'Cucina di casa.' }, true],
    ['address and a blank description', { address: 'Via Roma 1', description: '  \n ' }, false],
    ['address and logo', { address: 'Via Roma 1', logo: 'logo.png' }, true],
    ['address and phone', { address: 'Via Roma 1', phoneNumbers: ['+39 06 1234'] }, true],
    ['address and only blank phones', { address: 'Via Roma 1', phoneNumbers: ['', '  '] }, false],
  ] as const)('%s → %s', (_name, facts, expected) => {
    expect(hasRestaurantDetails({ ...fresh, ...facts })).toBe(expected)
  })
})

describe('getSetupProgress', () => {
  it.each([
    ['a new restaurant', {}, [], 'details'],
    ['details only', { address: 'Via Roma 1', phoneNumbers: ['+39 06 1234'] }, ['details'], 'tables'],
    ['a table but no details', { activeTables: 1 }, ['tables'], 'details'],
    ['tables and menu', { activeTables: 3, menuItems: 12 }, ['tables', 'menu'], 'details'],
    ['everything but Stripe (the demo)', { ...ready, chargesEnabled: false }, ['details', 'tables', 'menu', 'qr', 'testPayment'], 'stripe'],
    ['QR never printed', { ...ready, qrPrintedAt: '' }, ['details', 'tables', 'menu', 'stripe', 'testPayment'], 'qr'],
    ['no payment yet', { ...ready, completedPayments: 0 }, ['details', 'tables', 'menu', 'stripe', 'qr'], 'testPayment'],
    ['every table out of service', { ...ready, activeTables: 0 }, ['details', 'menu', 'stripe', 'qr', 'testPayment'], 'tables'],
    ['everything', ready, [...SETUP_STEPS], null],
  ] as const)('%s', (_name, facts, done, next) => {
    const progress = getSetupProgress({ ...fresh, ...facts })
    expect(progress.steps.map((step) => step.id)).toEqual([...SETUP_STEPS])
    expect(progress.steps.filter((step) => step.done).map((step) => step.id)).toEqual(done)
    expect(progress.doneCount).toBe(done.length)
    expect(progress.total).toBe(6)
    expect(progress.next).toBe(next)
    expect(progress.complete).toBe(next === null)
  })
})

describe('getSetupProgress: the next step is one the viewer can do', () => {
  const demo = { ...ready, chargesEnabled: false, qrPrintedAt: '' }
  it.each([
    ['an admin: Stripe comes first', demo, [], 'stripe'],
    ['a manager cannot connect Stripe: the QR codes come first', demo, ['stripe'], 'qr'],
    ['a manager with only Stripe left still sees it as next', { ...ready, chargesEnabled: false }, ['stripe'], 'stripe'],
    ['nothing left', ready, ['stripe'], null],
  ] as const)('%s', (_name, facts, outOfReach, next) => {
    const progress = getSetupProgress(facts, outOfReach)
    expect(progress.next).toBe(next)
    expect(progress.complete).toBe(next === null)
  })
})
