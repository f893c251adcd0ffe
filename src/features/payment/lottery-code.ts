import type { RestaurantRecord } from '@/lib/api/pocketbase-types'

/**
 * Whether the payment page offers the codice lotteria field: only where a documento commerciale is
 * printed for this very payment — an Italian RT set up (its departments mapped) and one documento
 * per payment, not one per table — and only in euro. A QR payment is always electronic, which is
 * what the lottery asks for.
 */
export function offersLotteryCode(restaurant: Pick<RestaurantRecord, 'fiscal_departments' | 'fiscal_mode'>, currency: string): boolean {
  const departments = restaurant.fiscal_departments
  const printsReceipts = typeof departments === 'object' && departments !== null && Object.keys(departments).length > 0
  return printsReceipts && restaurant.fiscal_mode !== 'table' && currency.toUpperCase() === 'EUR'
}
