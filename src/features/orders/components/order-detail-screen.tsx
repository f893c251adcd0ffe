import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useOrder, useOrderEvents, useOrderFiscalJobs, useOrderLines, useOrderPaymentStatus, useOrderTransactions } from '../api'
import { OrderDetailView } from './order-detail-view'
import { useFloorLive } from '@/lib/live/floor-live'

export interface OrderDetailScreenProps {
  restaurantId: string
  /** Whether the member may open the transactions screen from the payments list. */
  linkToPayments: boolean
  /** Managers and admins void recorded payments and correct lines. */
  canCorrect: boolean
  /** Above the order's payments: those the POS has not taken yet (arranged by the route). */
  renderPaymentsNotice?: (orderId: string) => ReactNode
}

/** One order (the address's :orderId) with its items and payments; 'Order not found' otherwise. */
export function OrderDetailScreen({ restaurantId, linkToPayments, canCorrect, renderPaymentsNotice }: OrderDetailScreenProps) {
  const { t } = useTranslation(['floor', 'errors'])
  const { orderId = '' } = useParams()
  useFloorLive(restaurantId || undefined)
  const order = useOrder(restaurantId, orderId)
  const found = Boolean(order.data)
  const status = useOrderPaymentStatus(restaurantId, found ? orderId : undefined)
  const lines = useOrderLines(restaurantId, found ? orderId : undefined)
  const transactions = useOrderTransactions(restaurantId, orderId)
  const events = useOrderEvents(restaurantId, found ? orderId : '')
  const fiscalJobs = useOrderFiscalJobs(restaurantId, found ? orderId : '')

  const back = (
    <Link to={paths.admin.orders()} className="btn btn--ghost">
      <ArrowLeftIcon size={18} />
      {t('orderDetail.back')}
    </Link>
  )

  if (order.isPending) return <PageSpinner label={t('orderDetail.loading')} />
  if (order.isError) {
    return (
      <>
        <PageHeader title={t('nav.orderDetail', { ns: 'admin' })} actions={back} />
        <EmptyState title={t('orderDetail.loadError')} />
      </>
    )
  }
  if (!order.data) {
    return (
      <>
        <PageHeader title={t('errors:orderNotFound')} actions={back} />
        <EmptyState title={t('errors:orderNotFound')}>{t('orderDetail.notFoundHint')}</EmptyState>
      </>
    )
  }

  return (
    <>
      <PageHeader title={t('orderDetail.title', { number: order.data.number })} actions={back} />
      {lines.isPending || status.isPending || transactions.isPending ? (
        <PageSpinner label={t('orderDetail.loading')} />
      ) : (
        <OrderDetailView
          restaurantId={restaurantId}
          canCorrect={canCorrect}
          order={order.data}
          status={status.data}
          lines={lines.data ?? []}
          transactions={transactions.data ?? []}
          events={events.data ?? []}
          fiscalJobs={fiscalJobs.data ?? []}
          linkToPayments={linkToPayments}
          paymentsNotice={renderPaymentsNotice?.(order.data.id)}
        />
      )}
    </>
  )
}
