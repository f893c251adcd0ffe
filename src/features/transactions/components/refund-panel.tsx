import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { SidePanel } from '@/components/ui/side-panel'
import { formatMoney } from '@/domain/money'
import { parseMoneyInput } from '@/domain/money-input'
import { useRequestIds } from '@/lib/api/request-ids'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { toast } from '@/lib/browser/toast'
import { useTransactionRefund, type RefundVariables } from '../api'
import { getRefundable, validateRefundAmount } from '../refund'
import type { TransactionRecord } from '../types'
import styles from './transaction-detail.module.css'

type Reason = NonNullable<RefundVariables['reason']>
const REASONS: readonly Reason[] = ['requested_by_customer', 'duplicate', 'fraudulent']

interface RefundPanelProps {
  transaction: TransactionRecord
  onClose: () => void
}

/** Refund the whole remainder or part of it; the amount never exceeds what is refundable. */
export function RefundPanel({ transaction, onClose }: RefundPanelProps) {
  const { t } = useTranslation(['office', 'common'])
  const refundable = getRefundable(transaction)
  const [mode, setMode] = useState<'full' | 'partial'>('full')
  const [amountText, setAmountText] = useState('')
  const [reason, setReason] = useState<Reason>('requested_by_customer')
  const [amountError, setAmountError] = useState<string>()
  const refund = useTransactionRefund()
  const requestIdFor = useRequestIds()
  const currency = transaction.currency

  const amount = mode === 'full' ? refundable : parseMoneyInput(amountText, currency)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateRefundAmount(amount, refundable)
    if (problem) {
      setAmountError(t(`refund.errors.${problem}`, { max: formatMoney(refundable, currency) }))
      document.getElementById('refund-amount')?.focus()
      return
    }
    setAmountError(undefined)
    const request = { transactionId: transaction.id, amount: amount ?? 0, reason }
    refund.mutate(
      { ...request, requestId: requestIdFor(request) },
      {
        onSuccess: () => {
          toast.success(t('refund.done', { amount: formatMoney(amount ?? 0, currency) }))
          onClose()
        },
      },
    )
  }

  return (
    <SidePanel
      title={t('refund.title')}
      subtitle={t('refund.refundable', { amount: formatMoney(refundable, currency) })}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="refund-form" className="btn btn--primary" disabled={refund.isPending}>
            {refund.isPending
              ? t('refund.submitting')
              : t('refund.submit', { amount: amount !== null && amount > 0 ? formatMoney(amount, currency) : '' })}
          </button>
        </>
      }
    >
      <form id="refund-form" className={styles.refundForm} onSubmit={handleSubmit} noValidate>
        {refund.isError ? (
          <p className="alert" role="alert">
            {t('refund.failed', { message: describeStaffFunctionError(refund.error) })}
          </p>
        ) : null}
        <fieldset className={styles.choice}>
          <legend className="field__label">{t('refund.kind')}</legend>
          {(['full', 'partial'] as const).map((value) => (
            <label key={value} className={styles.choiceOption}>
              <input type="radio" name="refund-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              <span>
                <span className={styles.choiceTitle}>{t(`refund.${value}`)}</span>
                <span className={styles.muted}>
                  {value === 'full' ? t('refund.fullHint', { amount: formatMoney(refundable, currency) }) : t('refund.partialHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {mode === 'partial' ? (
          <FormField
            id="refund-amount"
            label={t('refund.amount', { currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            placeholder={formatMoney(refundable, currency)}
            error={amountError}
            onChange={(event) => setAmountText(event.target.value)}
          />
        ) : null}
        <SelectField
          id="refund-reason"
          label={t('refund.reason')}
          value={reason}
          options={REASONS.map((value) => ({ value, label: t(`refund.reasons.${value}`) }))}
          onChange={(event) => setReason(event.target.value as Reason)}
        />
        <p className={styles.muted}>{t('refund.note')}</p>
      </form>
    </SidePanel>
  )
}
