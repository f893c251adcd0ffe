import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Sheet } from '@/components/ui/sheet'
import { Stepper } from '@/components/ui/stepper'
import { TextareaField } from '@/components/ui/textarea-field'
import { paths } from '@/config/paths'
import { getLineLedger } from '@/domain/bill-ledger'
import { formatDateTime } from '@/lib/time/date-format'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { LEDGER_TEXT_MAX, type LineCorrection } from '@/domain/ledger'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useCardPaymentsOfLine, useLineCorrection } from '../ledger-mutations'
import { getCoveredUnits } from '../order-lines'
import { ChoiceChips } from './choice-chips'
import styles from './ledger-sheets.module.css'

interface LineCorrectionSheetProps {
  restaurantId: string
  orderId: string
  line: OrderItemStatusRecord
  currency: string
  onClose: () => void
}

/**
 * A manager takes unpaid units of a line off the bill (a mistake, or on the house) with a reason.
 * What is paid stays: the sheet says why, and links the card payments to refund instead.
 */
export function LineCorrectionSheet({ restaurantId, orderId, line, currency, onClose }: LineCorrectionSheetProps) {
  const { t, i18n } = useTranslation(['floor', 'office'])
  const id = useId()
  const name = line.expand?.item?.name ?? t('order.lines.unknownItem')
  const free = getLineLedger(line).freeUnits
  const covered = getCoveredUnits(line)
  const [action, setAction] = useState<LineCorrection>('void')
  const [quantity, setQuantity] = useState(Math.min(1, free))
  const [reason, setReason] = useState('')
  const correction = useLineCorrection(restaurantId)
  const cardPayments = useCardPaymentsOfLine(restaurantId, line.id, line.paid_quantity > 0 || line.shares_paid > 0)
  const ready = free > 0 && quantity > 0 && reason.trim().length > 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    correction.mutate(
      { orderId, lineId: line.id, quantity, reason, action },
      {
        onSuccess: () => {
          toast.success(t('order.correct.done', { name, count: quantity }))
          onClose()
        },
      },
    )
  }

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('order.correct.title', { name })}
      description={free > 0 ? t('order.correct.free', { count: free }) : undefined}
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('order.correct.cancel')}
          </button>
          {free > 0 ? (
            <button type="submit" form={`${id}-form`} className="btn btn--primary" disabled={!ready || correction.isPending}>
              {correction.isPending ? t('order.correct.saving') : t('order.correct.confirm', { count: quantity })}
            </button>
          ) : null}
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} onSubmit={submit} noValidate>
        {correction.isError ? (
          <p className="alert" role="alert">
            {describeStaffFunctionError(correction.error)}
          </p>
        ) : null}
        {covered > 0 ? (
          <div className={styles.group}>
            <p>
              <strong>{t('order.correct.covered', { count: covered })}</strong> {t('functionErrors.line_paid', { ns: 'office' })}
            </p>
            {cardPayments.data && cardPayments.data.length > 0 ? (
              <>
                <p className={styles.legend}>{t('order.correct.refunds')}</p>
                <ul className={styles.refunds}>
                  {cardPayments.data.map((payment) => (
                    <li key={payment.id}>
                      <Link to={paths.admin.transactionDetail(payment.id)}>
                        {t('order.correct.refundLink', {
                          amount: formatMoney(payment.total_amount, payment.currency),
                          date: formatDateTime(payment.paid_at || payment.created, i18n.language),
                        })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        {free > 0 ? (
          <>
            <ChoiceChips
              legend={t('order.correct.action')}
              value={action}
              options={(['void', 'comp'] as const).map((value) => ({ value, label: t(`order.correct.actions.${value}`) }))}
              onChange={setAction}
            />
            <Stepper
              label={t('order.correct.quantity')}
              hint={formatMoney(line.price * quantity, currency)}
              value={quantity}
              min={1}
              max={free}
              onChange={setQuantity}
              decreaseLabel={t('order.correct.fewer')}
              increaseLabel={t('order.correct.more')}
            />
            <TextareaField
              id={`${id}-reason`}
              label={t('order.correct.reason')}
              maxLength={LEDGER_TEXT_MAX}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        ) : null}
      </form>
    </Sheet>
  )
}
