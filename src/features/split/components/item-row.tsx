import { useTranslation } from 'react-i18next'
import { LineLedgerNote } from '@/components/ui/line-ledger-note'
import { Stepper } from '@/components/ui/stepper'
import { getLineLedger, getShareOptions } from '@/domain/bill-ledger'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { getShareAmount, isLineChoosable, type SelectedItem, type UnitShare } from '@/domain/bill-selection'
import { SharePicker } from './share-picker'
import styles from './items-split.module.css'

interface ItemRowProps {
  item: OrderItemStatusRecord
  entry: SelectedItem | undefined
  currency: string
  /** Everything left on the bill is being paid (a claim on an amount, not on lines): nothing to choose. */
  locked: boolean
  onQuantityChange: (quantity: number) => void
  onShareChange: (share: UnitShare | undefined) => void
}

/**
 * One unpaid line: a stepper for its free whole units, what others are paying of it (greyed,
 * never choosable) and a share of one more unit.
 */
export function ItemRow({ item, entry, currency, locked, onQuantityChange, onShareChange }: ItemRowProps) {
  const { t } = useTranslation('diner')
  const name = item.expand?.item?.name ?? ''
  const ledger = getLineLedger(item)
  const quantity = entry?.quantity ?? 0
  const share = entry?.share
  // shares of one more unit, beside the whole units chosen (the selection is already reconciled)
  const choosable = !locked && isLineChoosable(item)
  const options = choosable ? getShareOptions(item, quantity) : undefined
  const maxWhole = Math.max(0, ledger.freeUnits - (share && !ledger.unitInProgress ? 1 : 0))
  const hint = t('split.itemHint', { price: formatMoney(item.price, currency), count: ledger.freeUnits })

  return (
    <li className={`${styles.row} ${choosable ? '' : styles.heldRow}`}>
      {choosable && (ledger.freeUnits > 0 || quantity > 0) ? (
        <Stepper
          label={name}
          hint={hint}
          value={quantity}
          min={0}
          max={Math.max(quantity, maxWhole)}
          onChange={onQuantityChange}
          decreaseLabel={t('stepper.decrease')}
          increaseLabel={t('stepper.increase')}
        />
      ) : (
        <div className={styles.rowText}>
          <span className={styles.rowName}>{name}</span>
          <span className={styles.rowPrice}>{formatMoney(item.price, currency)}</span>
        </div>
      )}
      <div className={styles.rowStatus}>
        {/* the note already says what is being paid; the badge stands in when it has nothing to say */}
        {choosable || (!locked && (ledger.heldUnits > 0 || ledger.unitInProgress)) ? null : (
          <span className={styles.heldBadge}>{t('split.beingPaid')}</span>
        )}
        <LineLedgerNote line={item} className={styles.ledgerNote} />
      </div>
      {options ? (
        <SharePicker
          name={name}
          options={options}
          share={share}
          amount={share ? getShareAmount(item, share) : 0}
          currency={currency}
          onChange={onShareChange}
        />
      ) : null}
    </li>
  )
}
