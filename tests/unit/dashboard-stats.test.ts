import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_LIMIT,
  computeDashboardStats,
  formatTipShare,
  getNetRevenue,
  getNiceMax,
  type DashboardTransaction,
} from '@/features/dashboard/stats'

const tx = (id: string, status: string, base: number, tip: number, paidAt: string, refund = 0): DashboardTransaction => ({
  id,
  status,
  base_amount: base,
  tip_amount: tip,
  refund_amount: refund,
  paid_at: paidAt,
  created: paidAt || '2025-11-20 10:00:00.000Z',
  tableName: '4',
})

const at = (hour: number, minute = 0) => new Date(2025, 10, 20, hour, minute).toISOString().replace('T', ' ')

describe('computeDashboardStats', () => {
  const stats = computeDashboardStats({
    orders: [
      { id: 'o1', number: 101, guests: 2, created: at(19), tableName: '2' },
      { id: 'o2', number: 102, guests: 4, created: at(19, 30), tableName: '4' },
    ],
    transactions: [
      tx('p1', 'completed', 1350, 68, at(20, 15)),
      tx('p2', 'completed', 2000, 100, at(20, 45)),
      tx('p3', 'partially_refunded', 1000, 50, at(21, 5), 400),
      tx('p4', 'refunded', 5000, 0, at(21, 10), 5000),
      tx('p5', 'pending', 3000, 0, ''),
    ],
    reviews: [
      { id: 'r1', type: 'food', rating: 5, created: at(20, 20) },
      { id: 'r2', type: 'food', rating: 4, created: at(20, 50) },
      { id: 'r3', type: 'service', rating: 3, created: at(20, 51) },
    ],
    tableStatuses: [{ status: 'free' }, { status: 'occupied' }, { status: 'paying' }, { status: 'paid' }],
  })

  it('counts covers and orders of today', () => {
    expect([stats.covers, stats.orders]).toEqual([6, 2])
  })

  it('sums revenue (net of refunds, tips apart) and tips of counted payments only', () => {
    expect(stats.revenue).toBe(1350 + 2000 + 600)
    expect(stats.tips).toBe(68 + 100 + 50)
    expect(stats.payments).toBe(3)
  })

  it('counts open tables', () => {
    expect([stats.openTables, stats.totalTables]).toEqual([3, 4])
  })

  it('averages ratings per type to one decimal', () => {
    expect(stats.food).toEqual({ average: 4.5, count: 2 })
    expect(stats.service).toEqual({ average: 3, count: 1 })
  })

  it('buckets revenue by local hour', () => {
    expect(stats.revenueByHour).toHaveLength(24)
    expect(stats.revenueByHour[20]).toBe(3350)
    expect(stats.revenueByHour[21]).toBe(600)
    expect(stats.revenueByHour.reduce((sum, value) => sum + value, 0)).toBe(stats.revenue)
  })

  it('lists recent activity newest first, at most the limit', () => {
    expect(stats.activity.map((entry) => `${entry.kind}:${entry.id}`)).toEqual([
      'payment:p3',
      'review:r3',
      'review:r2',
      'payment:p2',
      'review:r1',
      'payment:p1',
      'order:o2',
      'order:o1',
    ])
    expect(stats.activity.length).toBeLessThanOrEqual(ACTIVITY_LIMIT)
    expect(stats.activity[0]).toMatchObject({ kind: 'payment', amount: 650 })
  })

  it('is all zeros and nulls on a quiet day', () => {
    const empty = computeDashboardStats({ orders: [], transactions: [], reviews: [], tableStatuses: [] })
    expect(empty).toMatchObject({ covers: 0, revenue: 0, tips: 0, openTables: 0, food: { average: null, count: 0 } })
    expect(empty.activity).toEqual([])
  })
})

describe('dashboard helpers', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 10],
    [1350, 2000],
    [2001, 5000],
    [50000, 50000],
    [50001, 100000],
  ])('getNiceMax(%i) = %i', (value, max) => {
    expect(getNiceMax(value)).toBe(max)
  })

  it.each([
    [{ base_amount: 1000, refund_amount: 0 }, 1000],
    [{ base_amount: 1000, refund_amount: 400 }, 600],
    [{ base_amount: 1000, refund_amount: 1500 }, 0],
  ])('getNetRevenue(%o) = %i', (transaction, net) => {
    expect(getNetRevenue(transaction)).toBe(net)
  })

  it.each([
    [68, 1350, 'it', '5,0%'],
    [100, 1000, 'en', '10.0%'],
    [10, 0, 'en', '—'],
  ])('formatTipShare(%i, %i, %s) = %s', (tips, revenue, language, text) => {
    expect(formatTipShare(tips, revenue, language)).toBe(text)
  })
})
