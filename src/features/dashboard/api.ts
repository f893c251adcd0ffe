import { useQuery } from '@tanstack/react-query'
import { buildDateRangeFilter, getDateRange } from '@/lib/time/date-filters'
import { floorQueryKey } from '@/lib/live/floor-live'
import { PAID_STATUSES } from '@/domain/paid-statuses'
import { pb } from '@/lib/api/pocketbase'
import { computeDashboardStats, type DashboardOrder, type DashboardReview, type DashboardTransaction } from './stats'

export const dashboardKeys = {
  today: (restaurantId: string) => [...floorQueryKey(restaurantId), 'dashboard', 'today'] as const,
  stuckFiscal: (restaurantId: string) => [...floorQueryKey(restaurantId), 'dashboard', 'stuck-fiscal'] as const,
  hasPrinted: (restaurantId: string) => [...floorQueryKey(restaurantId), 'dashboard', 'has-printed'] as const,
}

/** A documento waiting longer than this has no till printing it (a Cassa takes one in seconds). */
export const FISCAL_STUCK_AFTER_MS = 2 * 60_000

/**
 * How many documenti commerciali are stuck (issue 22): refused by the printer, or waiting longer
 * than a working Cassa would let them. Read again every half minute: nothing else says it.
 */
export function useStuckFiscalJobs(restaurantId: string) {
  return useQuery({
    queryKey: dashboardKeys.stuckFiscal(restaurantId),
    queryFn: async () => {
      const cutoff = new Date(Date.now() - FISCAL_STUCK_AFTER_MS).toISOString().replace('T', ' ')
      const count = async (status: string) =>
        (
          await pb.collection('fiscal_jobs').getList(1, 1, {
            filter: pb.filter(`restaurant = {:restaurantId} && ${status}`, { restaurantId, cutoff }),
            fields: 'id',
          })
        ).totalItems
      const [waiting, failed] = await Promise.all([
        count("(status = 'pending' || status = 'printing' || status = 'unclear') && created < {:cutoff}"),
        count("status = 'failed'"),
      ])
      return { waiting, failed }
    },
    refetchInterval: 30_000,
  })
}

/**
 * Whether the restaurant's RT has ever been given a documento by Conto: asked only of a restaurant
 * that certifies nothing now, so the dashboard can say that certification stopped (issue 36).
 */
export function useHasPrintedBefore(restaurantId: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.hasPrinted(restaurantId),
    queryFn: async () =>
      (await pb.collection('fiscal_jobs').getList(1, 1, { filter: pb.filter('restaurant = {:restaurantId}', { restaurantId }), fields: 'id' })).totalItems > 0,
    enabled,
  })
}

interface TableRef {
  expand?: { table?: { name: string } }
}
interface TransactionRef {
  expand?: { order?: { expand?: { table?: { name: string } } } }
}

/**
 * Today's figures for the restaurant: orders opened today (covers), payments completed today
 * (revenue, tips, by hour), today's reviews, and the live table states. Refetched by the floor's
 * realtime subscription like every other floor query.
 */
export function useDashboardToday(restaurantId: string) {
  return useQuery({
    queryKey: dashboardKeys.today(restaurantId),
    queryFn: async () => {
      const today = getDateRange('today')
      const restaurant = pb.filter('restaurant = {:restaurantId}', { restaurantId })
      // a payment counts on the day it was paid; one without paid_at on the day it was made
      const paidToday = `(${buildDateRangeFilter(today, 'paid_at')} || (paid_at = '' && ${buildDateRangeFilter(today)}))`
      const [orders, transactions, reviews, tableStatuses] = await Promise.all([
        pb.collection('orders').getFullList<DashboardOrder & TableRef>({
          filter: `${restaurant} && ${buildDateRangeFilter(today)}`,
          fields: 'id,number,guests,created,expand.table.name',
          expand: 'table',
          sort: '-created',
        }),
        pb.collection('transactions').getFullList<DashboardTransaction & TransactionRef>({
          filter: `${restaurant} && (${PAID_STATUSES.map((status) => `status = '${status}'`).join(' || ')}) && ${paidToday}`,
          fields: 'id,status,base_amount,tip_amount,refund_amount,paid_at,created,expand.order.expand.table.name',
          expand: 'order.table',
          sort: '-paid_at',
        }),
        pb.collection('reviews').getFullList<DashboardReview>({
          filter: `${pb.filter('transaction.restaurant = {:restaurantId}', { restaurantId })} && ${buildDateRangeFilter(today)}`,
          fields: 'id,type,rating,created',
          sort: '-created',
        }),
        pb.collection('table_status').getFullList<{ status: string }>({ filter: restaurant, fields: 'id,status' }),
      ])
      return computeDashboardStats({
        orders: orders.map((order) => ({ ...order, tableName: order.expand?.table?.name ?? '' })),
        transactions: transactions.map((transaction) => ({
          ...transaction,
          tableName: transaction.expand?.order?.expand?.table?.name ?? '',
        })),
        reviews,
        tableStatuses,
      })
    },
  })
}
