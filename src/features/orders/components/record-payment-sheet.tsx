import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Money } from '@/components/ui/money'
import { Sheet } from '@/components/ui/sheet'
import { TextareaField } from '@/components/ui/textarea-field'
import { getDefaultPayingFor, type GuestSplit, type SelectedItem } from '@/domain/bill-selection'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { LEDGER_TEXT_MAX, RECORDED_METHODS, type RecordedMethod } from '@/domain/ledger'
import { formatMoney } from '@/domain/money'
import { useRequestIds } from '@/lib/api/request-ids'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useRecordPayment } from '../ledger-mutations'
import { RECORD_MODES, checkRecordForm, endsDinerPayment, getFreeAmount, getInitialRecordMode, getRecordableAmount, type RecordBill, type RecordMode } from '../record-payment'
import { ChoiceChips } from './choice-chips'
import { RecordAmountFields } from './record-amount-fields'
import styles from './ledger-sheets.module.css'

interface RecordPaymentSheetProps {
  restaurantId: string
  orderId: string
  guests: number
  bill: RecordBill
  lines: readonly OrderItemStatusRecord[]
  onClose: () => void
}

/** "Record payment": cash, card terminal or voucher; the rest, an amount, equal shares or items; tip and note. */
export function RecordPaymentSheet({ restaurantId, orderId, guests, bill, lines, onClose }: RecordPaymentSheetProps) {
  const { t } = useTranslation(['floor', 'office'])
  const id = useId()
  const [method, setMethod] = useState<RecordedMethod>('cash')
  // the sheet starts from the bill as it opened; a diner's hold appearing later changes nothing typed
  const [initial] = useState(() => getInitialRecordMode(bill))
  const [mode, setMode] = useState<RecordMode>(initial.mode)
  const [amountText, setAmountText] = useState(initial.amountText)
  const [guestSplit, setGuestSplit] = useState<GuestSplit>(() => ({ totalGuests: Math.max(1, guests), payingFor: Math.min(1, getDefaultPayingFor(guests)) }))
  const [items, setItems] = useState<SelectedItem[]>([])
  const [tipText, setTipText] = useState('')
  const [note, setNote] = useState('')
  const [showProblem, setShowProblem] = useState(false)
  const record = useRecordPayment(restaurantId)
  const requestIdFor = useRequestIds()
  const check = checkRecordForm({ method, mode, amountText, guests: guestSplit, items, tipText }, bill, lines)
  const max = formatMoney(getRecordableAmount(bill), bill.currency)
  const problem = check.ok ? undefined : t(`order.record.${check.problem}`, { max })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!check.ok) {
      setShowProblem(true)
      return
    }
    const payment = { orderId, method, split: check.split, tip: check.tip, note }
    record.mutate(
      { ...payment, requestId: requestIdFor(payment) },
      {
        // the amount the server recorded: a retry answers with the payment the first try made
        onSuccess: ({ transaction }) => {
          const total = formatMoney(transaction.total, transaction.currency)
          toast.success(t('order.record.done', { amount: total, method: t(`order.record.methods.${method}`) }))
          onClose()
        },
      },
    )
  }

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('order.record.title')}
      description={t('order.record.description')}
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('order.record.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn--primary" disabled={record.isPending || check.ok === false && check.problem === 'nothingLeft'}>
            {record.isPending
              ? t('order.record.recording')
              : t('order.record.confirm', { amount: check.ok ? formatMoney(check.total, bill.currency) : '' }).trim()}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} onSubmit={submit} noValidate>
        {record.isError ? (
          <p className="alert" role="alert">
            {describeStaffFunctionError(record.error)}
          </p>
        ) : null}
        {bill.held > 0 ? (
          <p className={styles.muted} role="note">
            {t('order.record.heldNote', { amount: formatMoney(bill.held, bill.currency), free: formatMoney(getFreeAmount(bill), bill.currency) })}
          </p>
        ) : null}
        <ChoiceChips
          legend={t('order.record.method')}
          value={method}
          options={RECORDED_METHODS.map((value) => ({ value, label: t(`order.record.methods.${value}`) }))}
          onChange={setMethod}
        />
        <ChoiceChips
          legend={t('order.record.mode')}
          value={mode}
          options={RECORD_MODES.map((value) => ({ value, label: t(`order.record.modes.${value}`) }))}
          onChange={(next) => {
            setMode(next)
            setShowProblem(false)
          }}
        />
        <RecordAmountFields
          id={id}
          mode={mode}
          bill={bill}
          lines={lines}
          amountText={amountText}
          onAmountText={setAmountText}
          amountError={showProblem && !check.ok && (check.problem === 'amountInvalid' || check.problem === 'amountTooLarge') ? problem : undefined}
          guests={guestSplit}
          onGuests={setGuestSplit}
          items={items}
          onItems={setItems}
        />
        <div className={styles.twoColumns}>
          <FormField
            id={`${id}-tip`}
            label={t('order.record.tip')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={formatMoney(0, bill.currency)}
            value={tipText}
            error={showProblem && !check.ok && check.problem === 'tipInvalid' ? problem : undefined}
            onChange={(event) => setTipText(event.target.value)}
          />
          <TextareaField id={`${id}-note`} label={t('order.record.note')} rows={1} maxLength={LEDGER_TEXT_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <RecordPreview check={check} currency={bill.currency} problem={showProblem || check.ok === false && check.problem === 'nothingLeft' ? problem : undefined} />
        {endsDinerPayment(check, bill) ? (
          <p className="alert" role="alert">
            {t('order.record.endsDinerPayment', { amount: formatMoney(bill.held, bill.currency) })}
          </p>
        ) : null}
      </form>
    </Sheet>
  )
}

/** The amount before confirming, read out as it changes. */
function RecordPreview({ check, currency, problem }: { check: ReturnType<typeof checkRecordForm>; currency: string; problem: string | undefined }) {
  const { t } = useTranslation('floor')
  return (
    <div className={styles.preview} aria-live="polite">
      <span className={styles.previewLabel}>{t('order.record.preview')}</span>
      {check.ok ? (
        <>
          <Money className={styles.previewAmount} amount={check.total} currency={currency} />
          {check.tip > 0 ? (
            <span className={styles.previewDetail}>
              {t('order.record.previewTip', { base: formatMoney(check.base, currency), tip: formatMoney(check.tip, currency) })}
            </span>
          ) : null}
        </>
      ) : (
        <span className={styles.previewDetail}>{problem ?? '—'}</span>
      )}
    </div>
  )
}
