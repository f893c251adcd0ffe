import { useEffect, useMemo, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router-dom'
import { ignoreHolds, isBillUnpaid } from '@/features/bill/amounts'
import { BILL_POLL_INTERVAL_MS, PAYMENT_PAGE_POLL_MS, billKeys, useOrderPaymentStatus } from '@/features/bill/api'
import { CheckoutForm } from '@/features/payment/components/checkout-form'
import { CheckoutUnavailable } from '@/features/payment/components/checkout-unavailable'
import { PaymentSummary } from '@/features/payment/components/payment-summary'
import { TestPaymentForm } from '@/features/payment/components/test-payment-form'
import { paymentKeys, useCheckoutSession, type CheckoutSessionRequest } from '@/features/payment/api'
import { getCheckoutNextStep } from '@/features/payment/errors'
import { offersLotteryCode } from '@/features/payment/lottery-code'
import { useClaimKeeper } from '@/features/payment/use-claim-keeper'
import { ChosenItems } from '@/features/split/components/chosen-items'
import { getSelectionBase, resolveGuestSplit, toSplitPayload } from '@/features/split/split-state'
import { paths } from '@/config/paths'
import { withoutHolds } from '@/domain/bill-ledger'
import { resolveThemeColor } from '@/lib/format/color'
import { useDinerContext } from './diner-context'
import { getStepBeforePayment } from './tip-step'
import { DinerPage } from './diner-page'
import { useCallWaiterSheet } from './use-call-waiter-sheet'
import styles from './payment.module.css'

/** Summary from the server's answer, then Stripe's checkout; loaded only when reached. */
export function PaymentPage() {
  const { t } = useTranslation('diner')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { restaurant, table, orderItems, bill, order } = useDinerContext()
  const waiter = useCallWaiterSheet()

  // This diner's own claim is among the holds the bill reports: the choice is checked against
  // what is unpaid, and the server (which knows whose claim is whose) has the last word.
  const items = useMemo(() => withoutHolds(orderItems), [orderItems])
  const guests = resolveGuestSplit(order, table.order_guests)
  const selection = { type: order.orderPaymentType, guests, selectedItems: order.selectedItems }
  const base = getSelectionBase(selection, ignoreHolds(bill), items)
  const itemsReady = order.orderPaymentType !== 'split-items' || orderItems.length > 0
  const splitKey = JSON.stringify(toSplitPayload(selection, items))
  const unpaid = isBillUnpaid(bill)

  const request = useMemo<CheckoutSessionRequest | undefined>(
    () =>
      itemsReady && unpaid
        ? { tableId: table.id, tips: { mode: order.contextTipMode, amount: order.contextTipAmount }, split: JSON.parse(splitKey) }
        : undefined,
    [itemsReady, unpaid, table.id, order.contextTipMode, order.contextTipAmount, splitKey],
  )
  const session = useCheckoutSession(request)
  // faster than the bill's own poll while "Pay" is on screen
  useOrderPaymentStatus(table.order_id || undefined, PAYMENT_PAGE_POLL_MS)
  // the total before a lapsed claim was replaced, to say why the amount changed
  const [reopenedFrom, setReopenedFrom] = useState<number>()

  const refreshBill = () => void queryClient.invalidateQueries({ queryKey: billKeys.all })
  const claim = useClaimKeeper({
    sessionId: session.data?.sessionId,
    heartbeatSeconds: session.data?.claim?.heartbeatSeconds,
    onEnded: () => {
      setReopenedFrom(session.data?.amounts.total)
      if (request) void queryClient.resetQueries({ queryKey: paymentKeys.session(request), exact: true })
      refreshBill()
    },
    onReleased: () => {
      if (request) queryClient.removeQueries({ queryKey: paymentKeys.session(request), exact: true })
      refreshBill()
    },
  })

  // Someone else was paying: carry on by ourselves as soon as the bill has more free than when the
  // server said so. Not on every refusal: a bill read before the others' hold (a copy kept on the
  // device) would otherwise ask again, be refused, and ask again, many times a second.
  const waiting = session.isError && getCheckoutNextStep(session.error) === 'wait'
  const { refetch, errorUpdatedAt } = session
  const lastRefusal = useRef({ at: 0, free: 0 })
  useEffect(() => {
    if (!waiting) return
    if (lastRefusal.current.at !== errorUpdatedAt) {
      lastRefusal.current = { at: errorUpdatedAt, free: bill.amountLeft }
      return
    }
    if (bill.amountLeft > lastRefusal.current.free) void refetch()
    // a fresher read says less is free (the copy then was stale): more than that is the sign
    else lastRefusal.current.free = bill.amountLeft
  }, [waiting, errorUpdatedAt, bill.amountLeft, refetch])
  // and, whatever the bill says, once per poll while refused (a hold can end without the bill
  // showing more free in between)
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => void refetch(), BILL_POLL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [waiting, errorUpdatedAt, refetch])

  // Nothing left to pay (someone else paid meanwhile, or a stale link): back to the bill.
  if (!unpaid || (itemsReady && base <= 0 && !session.data)) {
    return <Navigate to={paths.diner.bill(restaurant.id, table.id)} replace />
  }

  const sessionId = session.data?.sessionId
  const resultPath = sessionId ? paths.diner.paymentResult(restaurant.id, table.id, sessionId) : ''
  const amountChanged = reopenedFrom !== undefined && session.data !== undefined && session.data.amounts.total !== reopenedFrom
  const offerLotteryCode = session.data !== undefined && offersLotteryCode(restaurant, session.data.amounts.currency)

  return (
    <DinerPage title={t('payment.title')} backTo={getStepBeforePayment({ restaurant, tableId: table.id }, order.orderPaymentType === 'pay-full')}>
      {amountChanged ? (
        <p className={styles.reopened} role="status">
          {t('payment.reopened')}
        </p>
      ) : null}
      {session.isError ? (
        <CheckoutUnavailable
          error={session.error}
          billHref={paths.diner.bill(restaurant.id, table.id)}
          onBackToBill={refreshBill}
          onRetry={() => void refetch()}
          onCallWaiter={waiter.openSheet}
        />
      ) : (
        <>
          <PaymentSummary amounts={session.data?.amounts}>
            {order.orderPaymentType === 'split-items' ? (
              <ChosenItems selected={order.selectedItems} items={items} currency={bill.currency} />
            ) : null}
          </PaymentSummary>
          {session.data?.demo ? (
            <TestPaymentForm
              key={session.data.sessionId}
              sessionId={session.data.sessionId}
              offerLotteryCode={offerLotteryCode}
              total={session.data.amounts.total}
              currency={session.data.amounts.currency}
              onConfirmStart={claim.markPaying}
              onPaid={() => navigate(resultPath)}
            />
          ) : session.data ? (
            <CheckoutForm
              key={session.data.sessionId}
              clientSecret={session.data.clientSecret}
              sessionId={session.data.sessionId}
              offerLotteryCode={offerLotteryCode}
              total={session.data.amounts.total}
              currency={session.data.amounts.currency}
              returnUrl={`${window.location.origin}${resultPath}`}
              brandColor={resolveThemeColor(restaurant.theme_color)}
              onConfirmStart={claim.markPaying}
              onPaid={() => navigate(resultPath)}
            />
          ) : (
            <div className={`skeleton ${styles.formSkeleton}`} aria-busy="true">
              <span className="visually-hidden" role="status">
                {t('payment.preparing')}
              </span>
            </div>
          )}
        </>
      )}
      {waiter.sheet}
    </DinerPage>
  )
}
