import { Suspense, useEffect, useMemo, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useParams } from 'react-router-dom'
import { getBillSummary } from '@/features/bill/amounts'
import { useOrderItems, useOrderPaymentStatus, useTableStatus } from '@/features/bill/api'
import { useRestaurant } from '@/features/restaurant/api'
import { useWaiterCall } from '@/features/waiter-call/api'
import { paths } from '@/config/paths'
import { getReadableTextColor, resolveThemeColor } from '@/lib/format/color'
import { prepareMoneyFormat } from '@/domain/money'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useIsOnline } from '@/lib/browser/online'
import { useThemeColor } from '@/lib/browser/theme-color'
import { toast } from '@/lib/browser/toast'
import type { DinerContext } from './diner-context'
import { DinerErrorPanel } from './error-panel'
import { DinerPageSkeleton, DinerSkeleton } from './diner-skeleton'
import { OfflineNote } from './offline-note'
import { useOrderContextStore } from './order-store'

function isNotFound(error: unknown): boolean {
  return isPocketBaseError(error) && error.status === 404
}

/** Loads the restaurant, then its table, and hands both (plus the bill) to the diner pages. */
export function DinerLayout() {
  const { t } = useTranslation(['errors', 'diner'])
  const { restaurantId = '', tableId = '' } = useParams()
  const { pathname } = useLocation()
  const restaurant = useRestaurant(restaurantId)
  // Fetched alongside the restaurant (one round trip less on a slow network); shown only after
  // it, so a missing restaurant still wins over a missing table.
  const table = useTableStatus(tableId, !(restaurant.isError && !restaurant.data))
  const orderId = table.data?.order_id || undefined
  const payment = useOrderPaymentStatus(orderId)
  const items = useOrderItems(orderId)
  const waiterCall = useWaiterCall(tableId)
  const [order, updateOrder] = useOrderContextStore(tableId, orderId ?? '')
  const isOnline = useIsOnline()

  const themeColor = resolveThemeColor(restaurant.data?.theme_color)
  useThemeColor(themeColor)

  useEffect(() => {
    // its own task, after the first paint has sent the requests
    const timer = setTimeout(prepareMoneyFormat, 0)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (items.error) toast.error(getErrorMessage(items.error), { id: 'order-items-error' })
  }, [items.error])

  const themeStyle = useMemo(
    () => ({ '--brand': themeColor, '--on-brand': getReadableTextColor(themeColor) }) as CSSProperties,
    [themeColor],
  )
  // The loading state takes the shape of the page that is coming, so nothing jumps.
  const isHome = pathname.replace(/\/+$/, '') === paths.diner.home(restaurantId, tableId)
  const skeleton = isHome ? <DinerSkeleton style={themeStyle} /> : <DinerPageSkeleton style={themeStyle} />

  // A read that fails after one that worked keeps the page: the diner sees the saved bill, said to be
  // saved (OfflineNote), rather than an error in place of a bill they were looking at.
  if (restaurant.isError && !restaurant.data) {
    const message = isNotFound(restaurant.error) ? t('restaurantNotFound') : getErrorMessage(restaurant.error)
    return <DinerErrorPanel message={message} />
  }
  if (restaurant.isPending) return skeleton
  if (table.isError && !table.data) {
    return <DinerErrorPanel message={isNotFound(table.error) ? t('tableNotFound') : getErrorMessage(table.error)} />
  }
  if (table.isPending) return skeleton
  // A table id from another restaurant's QR code must not show this restaurant's bill.
  if (table.data.restaurant !== restaurant.data.id) return <DinerErrorPanel message={t('tableNotFound')} />
  // Staff took the table out of service (it keeps its history, so it is never deleted).
  if (table.data.active === false) return <DinerErrorPanel message={t('tableNotInService')} />

  const context: DinerContext = {
    restaurant: restaurant.data,
    table: table.data,
    orderItems: items.data ?? [],
    orderPaymentStatus: payment.data,
    isItemsLoading: items.isLoading,
    callWaiter: async () => {
      await waiterCall.mutateAsync()
    },
    isCallingWaiter: waiterCall.isPending,
    bill: getBillSummary(table.data, payment.data),
    order,
    updateOrder,
  }
  const isSaved = !isOnline || table.isRefetchError || payment.isRefetchError
  return (
    <div style={themeStyle}>
      {isSaved ? <OfflineNote savedAt={table.dataUpdatedAt} /> : null}
      <Suspense fallback={<DinerPageSkeleton />}>
        <Outlet context={context} />
      </Suspense>
    </div>
  )
}
