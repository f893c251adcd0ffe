import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { ProgressBar } from '@/components/ui/progress-bar'
import {
  countPositions,
  getSelectedEntry,
  getUnpaidQuantity,
  setItemQuantity,
  setItemShare,
  type SelectedItem,
} from '@/domain/bill-selection'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { ItemRow } from './item-row'
import styles from './items-split.module.css'

interface ItemsSplitProps {
  items: readonly OrderItemStatusRecord[]
  selected: readonly SelectedItem[]
  onChange: (selected: SelectedItem[]) => void
  currency: string
  isLoading: boolean
  /** Everything left on the bill is being paid by others right now. */
  allHeld: boolean
}

/** Unpaid lines: a stepper for the free units and a share of one more; what others pay is greyed. */
export function ItemsSplit({ items, selected, onChange, currency, isLoading, allHeld }: ItemsSplitProps) {
  const { t } = useTranslation('diner')
  const unpaid = items.filter((item) => getUnpaidQuantity(item) > 0)

  return (
    <div className={styles.items}>
      {isLoading && items.length === 0 ? (
        <div className={styles.list} aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={`skeleton ${styles.skeletonRow}`} />
          ))}
        </div>
      ) : unpaid.length === 0 ? (
        <p className={styles.empty}>{t('split.noUnpaidItems')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('split.unpaidItems')}>
          {unpaid.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              entry={getSelectedEntry(selected, item.id)}
              currency={currency}
              locked={allHeld}
              onQuantityChange={(quantity) => onChange(setItemQuantity(selected, item, quantity))}
              onShareChange={(share) => onChange(setItemShare(selected, item, share))}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

interface ItemsSplitTotalsProps {
  selected: readonly SelectedItem[]
  /** The chosen lines in one line of text (ChosenItems inline). */
  chosen?: ReactNode
  subtotal: number
  /** What is left on the whole bill, for the progress bar. */
  amountLeft: number
  currency: string
}

/** Positions chosen, their subtotal and how much of what is left they cover. */
export function ItemsSplitTotals({ selected, chosen, subtotal, amountLeft, currency }: ItemsSplitTotalsProps) {
  const { t } = useTranslation('diner')
  const positions = countPositions(selected)
  return (
    <div className={`card ${styles.total}`} aria-live="polite">
      <div className={styles.totalRow}>
        <span className={styles.positions}>{t('split.positions', { count: positions })}</span>
        <span className={styles.subtotal}>
          <span className={styles.subtotalLabel}>{t('split.subtotal')}</span>
          <Money amount={subtotal} currency={currency} />
        </span>
      </div>
      {chosen}
      <ProgressBar
        tone="brand"
        value={amountLeft > 0 ? subtotal / amountLeft : 0}
        label={t('split.selectedShare')}
        valueText={t('split.selectedOf', { selected: formatMoney(subtotal, currency), left: formatMoney(amountLeft, currency) })}
      />
    </div>
  )
}
