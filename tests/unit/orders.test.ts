import { describe, expect, it } from 'vitest'
import { formatDateTime } from '@/features/orders/format'
import { groupMenuItems } from '@/features/orders/menu'
import { canCloseOrder, planLineAddition, planLineRemoval } from '@/features/orders/order-lines'
import { getNextOrderNumber } from '@/features/orders/order-number'

describe('getNextOrderNumber', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    [0, 1],
    [101, 102],
    [102.7, 103],
    [Number.NaN, 1],
  ])('after %s → %i', (highest, next) => {
    expect(getNextOrderNumber(highest)).toBe(next)
  })
})

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
  it.each([
    [{ total_quantity: 3, paid_quantity: 0 }, { kind: 'decrement', quantity: 2 }],
    [{ total_quantity: 1, paid_quantity: 0 }, { kind: 'delete' }],
    [{ total_quantity: 2, paid_quantity: 1 }, { kind: 'decrement', quantity: 1 }],
    [{ total_quantity: 1, paid_quantity: 1 }, { kind: 'blocked' }],
    [{ total_quantity: 2, paid_quantity: 2 }, { kind: 'blocked' }],
  ])('%o → %o', (line, plan) => {
    expect(planLineRemoval(line)).toEqual(plan)
  })
})

describe('canCloseOrder', () => {
  it.each([
    [{ total_amount: 9700, paid_amount: 9700, status: 'paid' }, true],
    [{ total_amount: 9700, paid_amount: 1350, status: 'paying' }, false],
    [{ total_amount: 6300, paid_amount: 0, status: 'pending' }, false],
    [{ total_amount: 0, paid_amount: 0, status: 'pending' }, true],
  ])('%o → %s', (status, expected) => {
    expect(canCloseOrder(status)).toBe(expected)
  })
})

describe('groupMenuItems', () => {
  const menu = [
    { name: 'Bruschetta', category: 'Antipasti' },
    { name: 'Tagliatelle al ragù', category: 'Primi' },
    { name: 'Carbonara', category: 'Primi' },
    { name: 'Acqua', category: '' },
  ]
  it('groups by category in menu order', () => {
    expect(groupMenuItems(menu).map((group) => [group.category, group.items.map((item) => item.name)])).toEqual([
      ['Antipasti', ['Bruschetta']],
      ['Primi', ['Tagliatelle al ragù', 'Carbonara']],
      ['', ['Acqua']],
    ])
  })
  it.each([
    ['RAGU', ['Tagliatelle al ragù']],
    ['primi', ['Tagliatelle al ragù', 'Carbonara']],
    ['  ', ['Bruschetta', 'Tagliatelle al ragù', 'Carbonara', 'Acqua']],
    ['pizza', []],
  ])('search %j', (query, names) => {
    expect(groupMenuItems(menu, query).flatMap((group) => group.items.map((item) => item.name))).toEqual(names)
  })
})

describe('formatDateTime', () => {
  it('reads PocketBase datetimes and ignores empty or broken ones', () => {
    const stored = new Date(2025, 10, 20, 19, 5).toISOString().replace('T', ' ')
    expect(formatDateTime(stored, 'it')).toBe('20/11/25, 19:05')
    expect(formatDateTime('', 'it')).toBe('')
    expect(formatDateTime('not a date', 'en')).toBe('')
  })
})
