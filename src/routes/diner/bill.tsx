import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { Money } from '@/components/ui/money'
import { BillHeldNotice } from '@/features/bill/components/bill-held-notice'
import { BillItemsList } from '@/features/bill/components/bill-items-list'
import { BillSummaryCard } from '@/features/bill/components/bill-summary-card'
import { CallWaiterButton } from '@/features/waiter-call/components/call-waiter-sheet'
import { paths } from '@/config/paths'
import { useDinerContext } from './diner-context'
import { getStepAfterChoosing } from './tip-step'
import { DinerPage } from './diner-page'
import { prefetchDinerSteps, schedulePrefetchDinerSteps } from './prefetch'
import { useCallWaiterSheet } from './use-call-waiter-sheet'
import styles from './bill.module.css'

/** The live bill: lines, what is paid, what is left; split or pay it all. */
export function BillPage() {
  const { t } = useTranslation('diner')
  const navigate = useNavigate()
  const { restaurant, table, orderItems, isItemsLoading, bill, updateOrder } = useDinerContext()
  const waiter = useCallWaiterSheet()
  const canPay = bill.state === 'open'
  useEffect(schedulePrefetchDinerSteps, [])

  const payFull = () => {
    updateOrder({ orderPaymentType: 'pay-full' })
    navigate(getStepAfterChoosing({ restaurant, tableId: table.id }, updateOrder))
  }

  return (
    <DinerPage
      title={t('bill.title')}
      backTo={paths.diner.home(restaurant.id, table.id)}
      action={<CallWaiterButton onClick={waiter.openSheet} />}
      isContentLoading={isItemsLoading}
      actionBar={
        canPay ? (
          <div className={styles.actions} onPointerDown={prefetchDinerSteps} onFocus={prefetchDinerSteps}>
            <Link className="btn btn--secondary" to={paths.diner.split(restaurant.id, table.id)}>
              {t('bill.split')}
            </Link>
            <button type="button" className="btn btn--primary" onClick={payFull}>
              {t('bill.pay')} <Money amount={bill.amountLeft} currency={bill.currency} />
            </button>
          </div>
        ) : undefined
      }
    >
      {bill.state === 'none' ? (
        <p className={styles.notice} role="status">
          {t('home.noOpenBill')}
        </p>
      ) : (
        <>
          {bill.state === 'held' ? <BillHeldNotice onCallWaiter={waiter.openSheet} /> : null}
          <BillSummaryCard summary={bill} />
          <h2 className={styles.heading}>{t('bill.items')}</h2>
          <BillItemsList items={orderItems} currency={bill.currency} isLoading={isItemsLoading} />
        </>
      )}
      {waiter.sheet}
    </DinerPage>
  )
}
