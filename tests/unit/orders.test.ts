import { describe, expect, it } from 'vitest'
import { canChangeLines, getCoveredUnits, planLineAddition, planLineRemoval } from '@/features/orders/order-lines'

describe('planLineAddition', () => {
  const lines = [
    { id: 'l1', item: 'margherita', price: 800, total_quantity: 2 },
    { id: 'l2', item: 'tiramisu', price: 600, total_quantity: 1 },
  ]
  it.each([
    ['an item already on the bill at the same price grows its line', { id: 'margherita', price: 800 }, { kind: 'increment', lineId: 'l1', quantity: 3 }],
    ['a new item starts a line at the menu price', { id: 'diavola', price: 950 }, { kind: 'create', unitPrice: 950 }],
    ['a repriced item starts its own line', { id: 'tiramisu', price: 650 }, { kind: 'create', unitPrice: 650 }],
  ])('%s', (_label, item, plan) => {
    expect(planLineAddition(lines, item)).toEqual(plan)
  })
})

describe('planLineRemoval', () => {
  const line = (total: number, paid: number, more: Partial<Record<'held_quantity' | 'share_of' | 'shares_paid' | 'shares_held', number>> = {}) => ({
    total_quantity: total,
    paid_quantity: paid,
    held_quantity: 0,
    share_of: 0,
    shares_paid: 0,
    shares_held: 0,
    ...more,
  })
  it.each([
    ['a free unit of three', line(3, 0), { kind: 'decrement', quantity: 2 }, 0],
    ['the last free unit', line(1, 0), { kind: 'delete' }, 0],
    ['one paid, one free', line(2, 1), { kind: 'decrement', quantity: 1 }, 1],
    ['all paid', line(1, 1), { kind: 'blocked' }, 1],
    ['two of two paid', line(2, 2), { kind: 'blocked' }, 2],
    ['one held by a diner paying now', line(2, 1, { held_quantity: 1 }), { kind: 'blocked' }, 2],
    ['a unit shared in progress counts as one', line(2, 0, { share_of: 3, shares_paid: 1 }), { kind: 'decrement', quantity: 1 }, 1],
    ['the only unit shared in progress', line(1, 0, { share_of: 2, shares_held: 1 }), { kind: 'blocked' }, 1],
  ])('%s', (_label, value, plan, covered) => {
    expect(planLineRemoval(value)).toEqual(plan)
    expect(getCoveredUnits(value)).toBe(covered)
  })
})

describe('canChangeLines', () => {
  it.each([
    ['an open order of Conto', { closed_at: '', pos_check: '' }, true],
    ['a closed order', { closed_at: '2026-11-30 21:00:00.000Z', pos_check: '' }, false],
    // the POS owns its checks' lines (decision 044): the rules and the void route refuse them
    ['an open POS check', { closed_at: '', pos_check: 'chk-41' }, false],
    ['a closed POS check', { closed_at: '2026-11-30 21:00:00.000Z', pos_check: 'chk-41' }, false],
  ])('%s: %s', (_label, order, expected) => {
    expect(canChangeLines(order)).toBe(expected)
  })
})
