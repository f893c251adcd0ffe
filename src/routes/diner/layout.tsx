import { useEffect, useMemo, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useParams } from 'react-router-dom'
import { useOrderItems, useOrderPaymentStatus, useTableStatus, useWaiterCall } from '@/features/bill/api'
import { useRestaurant } from '@/features/restaurant/api'
import { getReadableTextColor, resolveThemeColor } from '@/lib/color'
import { ClientResponseError, getErrorMessage } from '@/lib/pocketbase'
import { useThemeColor } from '@/lib/theme-color'
import { toast } from '@/lib/toast'
import type { DinerContext } from './diner-context'
import { DinerErrorPanel } from './error-panel'
import { DinerSkeleton } from './diner-skeleton'

function isNotFound(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 404
}

/** Loads the restaurant, then its table, and hands both (plus the bill) to the diner pages. */
export function DinerLayout() {
  const { t } = useTranslation(['errors', 'diner'])
  const { restaurantId, tableId } = useParams()
  const restaurant = useRestaurant(restaurantId)
  const table = useTableStatus(tableId, restaurant.isSuccess)
  const orderId = table.data?.order_id || undefined
  const payment = useOrderPaymentStatus(orderId)
  const items = useOrderItems(orderId)
  const waiterCall = useWaiterCall(tableId)

  const themeColor = resolveThemeColor(restaurant.data?.theme_color)
  useThemeColor(themeColor)

  useEffect(() => {
    if (items.error) toast.error(getErrorMessage(items.error), { id: 'order-items-error' })
  }, [items.error])

  const themeStyle = useMemo(
    () => ({ '--brand': themeColor, '--on-brand': getReadableTextColor(themeColor) }) as CSSProperties,
    [themeColor],
  )

  if (restaurant.isError) {
    const message = isNotFound(restaurant.error) ? t('restaurantNotFound') : getErrorMessage(restaurant.error)
    return <DinerErrorPanel message={message} />
  }
  if (restaurant.isPending) return <DinerSkeleton />
  if (table.isError) {
    return <DinerErrorPanel message={isNotFound(table.error) ? t('tableNotFound') : getErrorMessage(table.error)} />
  }
  if (table.isPending) return <DinerSkeleton style={themeStyle} />
  // A table id from another restaurant's QR code must not show this restaurant's bill.
  if (table.data.restaurant !== restaurant.data.id) return <DinerErrorPanel message={t('tableNotFound')} />

  const context: DinerContext = {
    restaurant: restaurant.data,
    table: table.data,
    orderItems: items.data ?? [],
    orderPaymentStatus: payment.data,
    isItemsLoading: items.isLoading,
    callWaiter: () => waiterCall.mutate(),
    isCallingWaiter: waiterCall.isPending,
  }
  return (
    <div style={themeStyle}>
      <Outlet context={context} />
    </div>
  )
}
