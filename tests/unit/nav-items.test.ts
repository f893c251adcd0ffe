import { describe, expect, it } from 'vitest'
import { canOpenPath, getScreensForRole } from '@/routes/admin/nav-items'

describe('admin screens by role', () => {
  it.each([
    ['waiter', ['tables', 'orders', 'notifications', 'shiftReport', 'cassa', 'qrGenerator', 'profile']],
    ['manager', ['dashboard', 'tables', 'menu', 'orders', 'notifications', 'transactions', 'shiftReport', 'cassa', 'statistics', 'staff', 'restaurant', 'qrGenerator', 'profile']],
    ['admin', ['dashboard', 'tables', 'menu', 'orders', 'notifications', 'transactions', 'shiftReport', 'cassa', 'statistics', 'staff', 'restaurant', 'company', 'qrGenerator', 'profile']],
  ] as const)('%s sees %j', (role, keys) => {
    expect(getScreensForRole(role).map((screen) => screen.key)).toEqual(keys)
  })

  it.each([
    ['waiter', '/admin/tables', true],
    ['waiter', '/admin/orders/abc', true],
    ['waiter', '/admin/transactions/abc', false],
    ['waiter', '/admin/company', false],
    ['waiter', '/admin', true],
    ['waiter', '/admin/unknown', true],
    ['manager', '/admin/company', false],
    ['manager', '/admin/staff', true],
    ['waiter', '/admin/menu', false],
    ['manager', '/admin/menu', true],
    ['admin', '/admin/company', true],
  ] as const)('%s may open %s: %s', (role, path, allowed) => {
    expect(canOpenPath(role, path)).toBe(allowed)
  })
})
