import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Money } from '@/components/ui/money'
import { Stepper } from '@/components/ui/stepper'
import { MAX_SPLIT_GUESTS } from '@/domain/bill-maths'
import { MIN_GUESTS, changePayingFor, changeTotalGuests, type GuestSplit, type SelectedItem } from '@/domain/bill-selection'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { getRecordableAmount, type RecordBill, type RecordMode } from '../record-payment'
import { RecordItemRows } from './record-item-rows'
import styles from './ledger-sheets.module.css'

interface RecordAmountFieldsProps {
  id: string
  mode: RecordMode
  bill: RecordBill
  lines: readonly OrderItemStatusRecord[]
  amountText: string
  onAmountText: (text: string) => void
  amountError: string | undefined
  guests: GuestSplit
  onGuests: (guests: GuestSplit) => void
  items: readonly SelectedItem[]
  onItems: (items: SelectedItem[]) => void
}

/** The part of the record form that depends on how much is paid. */
export function RecordAmountFields(props: RecordAmountFieldsProps) {
  const { t } = useTranslation('floor')
  const { id, mode, bill } = props
  const available = getRecordableAmount(bill)
  switch (mode) {
    case 'full':
      return (
        <p className={styles.muted}>
          {t('order.totals.left')}: <Money amount={available} currency={bill.currency} />
        </p>
      )
    case 'amount':
      return (
        <FormField
          id={`${id}-amount`}
          label={`${t('order.record.amount')} (${bill.currency})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="20,00"
          value={props.amountText}
          error={props.amountError}
          hint={t('order.record.amountHint', { max: formatMoney(available, bill.currency) })}
          onChange={(event) => props.onAmountText(event.target.value)}
        />
      )
    case 'equal':
      return (
        <div className={styles.group}>
          <Stepper
            label={t('order.record.guests')}
            value={props.guests.totalGuests}
            min={MIN_GUESTS}
            max={MAX_SPLIT_GUESTS}
            onChange={(next) => props.onGuests(changeTotalGuests(props.guests, next))}
            decreaseLabel={t('order.record.fewer')}
            increaseLabel={t('order.record.more')}
          />
          <Stepper
            label={t('order.record.payingFor')}
            value={props.guests.payingFor}
            min={MIN_GUESTS}
            max={props.guests.totalGuests}
            onChange={(next) => props.onGuests(changePayingFor(props.guests, next))}
            decreaseLabel={t('order.record.fewer')}
            increaseLabel={t('order.record.more')}
          />
        </div>
      )
    case 'items':
      return <RecordItemRows lines={props.lines} selected={props.items} currency={bill.currency} onChange={props.onItems} />
  }
}
