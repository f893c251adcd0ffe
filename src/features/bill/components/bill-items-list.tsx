import { useTranslation } from 'react-i18next'
import { LineLedgerNote } from '@/components/ui/line-ledger-note'
import { Money } from '@/components/ui/money'
import { getItemName, getLineTotal } from '@/features/bill/items'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import styles from './bill-items-list.module.css'

interface BillItemsListProps {
  items: readonly OrderItemStatusRecord[]
  currency: string
  isLoading: boolean
}

/** Enough rows that the footer starts below the fold, so the real list never pushes it into view. */
const SKELETON_ROWS = 6

/** The order lines: quantity, name, price; fully paid lines struck through. */
export function BillItemsList({ items, currency, isLoading }: BillItemsListProps) {
  const { t } = useTranslation('diner')

  if (isLoading && items.length === 0) {
    return (
      <div className={styles.list} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('bill.loadingItems')}
        </p>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className={`skeleton ${styles.skeletonRow}`} />
        ))}
      </div>
    )
  }

  if (items.length === 0) return <p className={styles.empty}>{t('bill.noItems')}</p>

  return (
    <ul className={styles.list} aria-label={t('bill.itemsLabel')}>
      {items.map((item) => {
        const unpaid = Math.max(0, item.total_quantity - item.paid_quantity)
        const fullyPaid = item.total_quantity > 0 && unpaid === 0
        const partlyPaid = !fullyPaid && item.paid_quantity > 0
        const name = getItemName(item)
        return (
          <li key={item.id} className={`${styles.row} ${fullyPaid ? styles.paid : ''}`}>
            <span className={styles.quantity}>
              <span aria-hidden="true">{item.total_quantity}×</span>
              <span className="visually-hidden">{t('bill.quantity', { count: item.total_quantity })}</span>
            </span>
            <span className={styles.name}>
              {fullyPaid ? <s>{name}</s> : name}
              {fullyPaid ? <span className={styles.badge}>{t('bill.paid')}</span> : null}
              {partlyPaid ? (
                <span className={styles.partial}>{t('bill.partlyPaid', { paid: item.paid_quantity, total: item.total_quantity })}</span>
              ) : null}
              {fullyPaid ? null : <LineLedgerNote line={item} className={styles.held} />}
            </span>
            <span className={styles.price}>
              {fullyPaid ? (
                <s>
                  <Money amount={getLineTotal(item)} currency={currency} />
                </s>
              ) : (
                <Money amount={getLineTotal(item)} currency={currency} />
              )}
              {item.total_quantity > 1 ? (
                <span className={styles.unit}>
                  <Money amount={item.price} currency={currency} /> {t('bill.each')}
                </span>
              ) : null}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
