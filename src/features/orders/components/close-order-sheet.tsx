import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { Sheet } from '@/components/ui/sheet'
import { TextareaField } from '@/components/ui/textarea-field'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { CLOSE_REASONS, LEDGER_TEXT_MAX, type CloseReason } from '@/domain/ledger'
import { formatMoney } from '@/domain/money'
import { toast } from '@/lib/browser/toast'
import { useOrderClose } from '../ledger-mutations'
import { ChoiceChips } from './choice-chips'
import styles from './ledger-sheets.module.css'

interface CloseOrderSheetProps {
  restaurantId: string
  orderId: string
  balance: number
  currency: string
  onClosed: () => void
  onCancel: () => void
}

/** Closing a table with money left to pay: why (walkout, on the house, paid elsewhere, other) and a note. */
export function CloseOrderSheet({ restaurantId, orderId, balance, currency, onClosed, onCancel }: CloseOrderSheetProps) {
  const { t } = useTranslation(['floor', 'office'])
  const id = useId()
  const [reason, setReason] = useState<Exclude<CloseReason, 'paid'>>('walkout')
  const [note, setNote] = useState('')
  const [noteMissing, setNoteMissing] = useState(false)
  const close = useOrderClose(restaurantId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // "other" says nothing by itself: the note is the reason
    if (reason === 'other' && !note.trim()) {
      setNoteMissing(true)
      document.getElementById(`${id}-note`)?.focus()
      return
    }
    // mutateAsync: realtime may free the table and unmount the panel before the answer comes
    close.mutateAsync({ orderId, reason, note }).then(() => {
      toast.success(t('order.closeSheet.closed'))
      onClosed()
    }, () => undefined)
  }

  return (
    <Sheet
      open
      onClose={onCancel}
      title={t('order.closeSheet.title')}
      description={
        <>
          {t('order.closeSheet.balance')} <Money amount={balance} currency={currency} />. {t('order.closeSheet.why')}
        </>
      }
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t('order.closeSheet.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn--primary" disabled={close.isPending}>
            {close.isPending ? t('order.closeSheet.closing') : t('order.closeSheet.confirm', { amount: formatMoney(balance, currency) })}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} onSubmit={submit} noValidate>
        {close.isError ? (
          <p className="alert" role="alert">
            {describeStaffFunctionError(close.error)}
          </p>
        ) : null}
        <ChoiceChips
          legend={t('order.closeSheet.reason')}
          value={reason}
          options={CLOSE_REASONS.map((value) => ({ value, label: t(`order.closeSheet.reasons.${value}`) }))}
          onChange={setReason}
        />
        <TextareaField
          id={`${id}-note`}
          label={t('order.closeSheet.note')}
          maxLength={LEDGER_TEXT_MAX}
          value={note}
          error={noteMissing && reason === 'other' && !note.trim() ? t('order.closeSheet.noteRequired') : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Sheet>
  )
}
