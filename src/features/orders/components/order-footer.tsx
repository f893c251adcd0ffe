import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '@/components/ui/icons'
import { Money } from '@/components/ui/money'
import { paths } from '@/config/paths'
import { getAmountLeft } from '@/domain/money'
import type { OrderItemStatusRecord, OrderPaymentStatusRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { readCloseBalance, useOrderClose } from '../ledger-mutations'
import { CloseOrderSheet } from './close-order-sheet'
import { RecordPaymentSheet } from './record-payment-sheet'
import styles from './order-panel.module.css'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'

interface OrderFooterProps {
  restaurantId: string
  orderId: string
  guests: number
  currency: string
  open: boolean
  status: OrderPaymentStatusRecord
  /** What diners paying right now hold, on the same clock as the claims list. */
  held: number
  lines: readonly OrderItemStatusRecord[]
  onClosed: () => void
}

/** The panel's foot: total, paid, being paid and left; record a payment, close the table, details. */
export function OrderFooter({ restaurantId, orderId, guests, currency, open, status, held, lines, onClosed }: OrderFooterProps) {
  const { t } = useTranslation(['floor', 'office'])
  const [sheet, setSheet] = useState<'record' | 'close' | null>(null)
  const close = useOrderClose(restaurantId)
  const left = getAmountLeft(status.total_amount, status.paid_amount + held)
  /** What is left to pay by the server's numbers, once it has refused to close without a reason. */
  const [serverBalance, setServerBalance] = useState(0)

  // The server decides on its current numbers, never on what this screen last saw: a bill paid a
  // moment ago closes as paid, and only a real balance opens the dialog asking why, with that balance.
  const closeNow = () => {
    // mutateAsync: realtime may free the table and unmount this panel before the answer comes
    close.mutateAsync({ orderId }).then(onClosed, (error: unknown) => {
      const balance = readCloseBalance(error)
      if (balance === null) return toast.error(describeStaffFunctionError(error))
      setServerBalance(balance)
      setSheet('close')
    })
  }

  return (
    <div className={styles.bottomBar}>
      <dl className={styles.totals}>
        <div>
          <dt>{t('order.totals.total')}</dt>
          <dd>
            <Money amount={status.total_amount} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('order.totals.paid')}</dt>
          <dd>
            <Money amount={status.paid_amount} currency={currency} />
          </dd>
        </div>
        {held > 0 ? (
          <div className={styles.totalHeld}>
            <dt>{t('order.totals.held')}</dt>
            <dd>
              <Money amount={held} currency={currency} />
            </dd>
          </div>
        ) : null}
        <div className={styles.totalLeft}>
          <dt>{t('order.totals.left')}</dt>
          <dd>
            <Money amount={left} currency={currency} />
          </dd>
        </div>
      </dl>

      <div className={styles.actions}>
        {open && getAmountLeft(status.total_amount, status.paid_amount) > 0 ? (
          <button type="button" className={`btn btn--primary ${styles.recordAction}`} onClick={() => setSheet('record')}>
            {t('order.record.open')}
          </button>
        ) : null}
        {open ? (
          <button
            type="button"
            className={left > 0 ? 'btn btn--secondary' : 'btn btn--primary'}
            disabled={close.isPending}
            onClick={closeNow}
          >
            {t('order.closeOrder')}
          </button>
        ) : null}
        <Link className="btn btn--secondary" to={paths.admin.orderDetail(orderId)}>
          {t('order.details')}
          <ArrowRightIcon size={18} />
        </Link>
      </div>

      {sheet === 'record' ? (
        <RecordPaymentSheet
          restaurantId={restaurantId}
          orderId={orderId}
          guests={guests}
          bill={{ total: status.total_amount, paid: status.paid_amount, held, currency }}
          lines={lines}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {sheet === 'close' ? (
        <CloseOrderSheet
          restaurantId={restaurantId}
          orderId={orderId}
          balance={serverBalance}
          currency={currency}
          onClosed={onClosed}
          onCancel={() => setSheet(null)}
        />
      ) : null}
    </div>
  )
}
