import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router-dom'
import { AlertIcon } from '@/components/ui/diner-icons'
import { CheckoutForm } from '@/features/payment/components/checkout-form'
import { PaymentSummary } from '@/features/payment/components/payment-summary'
import { TestPaymentForm } from '@/features/payment/components/test-payment-form'
import { useCheckoutSession, type CheckoutSessionRequest } from '@/features/payment/api'
import { getSelectionBase, resolveGuestSplit, toSplitPayload } from '@/features/split/split-state'
import { paths } from '@/config/paths'
import { resolveThemeColor } from '@/lib/color'
import { describeFunctionError } from '@/lib/describe-function-error'
import { toast } from '@/lib/toast'
import { useDinerContext } from './diner-context'
import { DinerPage } from './diner-page'
import styles from './payment.module.css'

/** Summary from the server's answer, then Stripe's checkout; loaded only when reached. */
export function PaymentPage() {
  const { t } = useTranslation('diner')
  const navigate = useNavigate()
  const { restaurant, table, orderItems, bill, order } = useDinerContext()

  const guests = resolveGuestSplit(order, table.order_guests)
  const selection = { type: order.orderPaymentType, guests, selectedItems: order.selectedItems }
  const base = getSelectionBase(selection, bill, orderItems)
  const itemsReady = order.orderPaymentType !== 'split-items' || orderItems.length > 0
  const splitKey = JSON.stringify(toSplitPayload(selection, orderItems))

  const request = useMemo<CheckoutSessionRequest | undefined>(
    () =>
      itemsReady && bill.state === 'open'
        ? { tableId: table.id, tips: { mode: order.contextTipMode, amount: order.contextTipAmount }, split: JSON.parse(splitKey) }
        : undefined,
    [itemsReady, bill.state, table.id, order.contextTipMode, order.contextTipAmount, splitKey],
  )
  const session = useCheckoutSession(request)

  useEffect(() => {
    if (session.error) {
      toast.error(t('payment.initFailed', { provider: 'Stripe', message: describeFunctionError(session.error) }), { id: 'checkout-init' })
    }
  }, [session.error, t])

  // Nothing left to pay (someone else paid meanwhile, or a stale link): back to the bill.
  if (bill.state !== 'open' || (itemsReady && base <= 0 && !session.data)) {
    return <Navigate to={paths.diner.bill(restaurant.id, table.id)} replace />
  }

  const sessionId = session.data?.sessionId
  const resultPath = sessionId ? paths.diner.paymentResult(restaurant.id, table.id, sessionId) : ''

  return (
    <DinerPage title={t('payment.title')} backTo={paths.diner.tips(restaurant.id, table.id)}>
      <PaymentSummary amounts={session.data?.amounts} />
      {session.isError ? (
        <div className={`card ${styles.failed}`} role="alert">
          <AlertIcon size={28} />
          <p className={styles.failedTitle}>{t('payment.initFailed', { provider: 'Stripe', message: describeFunctionError(session.error) })}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => void session.refetch()}>
            {t('payment.retry')}
          </button>
        </div>
      ) : session.data?.demo ? (
        <TestPaymentForm
          sessionId={session.data.sessionId}
          total={session.data.amounts.total}
          currency={session.data.amounts.currency}
          onPaid={() => navigate(resultPath)}
        />
      ) : session.data ? (
        <CheckoutForm
          clientSecret={session.data.clientSecret}
          total={session.data.amounts.total}
          currency={session.data.amounts.currency}
          returnUrl={`${window.location.origin}${resultPath}`}
          brandColor={resolveThemeColor(restaurant.theme_color)}
          onPaid={() => navigate(resultPath)}
        />
      ) : (
        <div className={`skeleton ${styles.formSkeleton}`} aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('payment.preparing')}
          </span>
        </div>
      )}
    </DinerPage>
  )
}
