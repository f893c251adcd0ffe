import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { SectionCard } from '@/components/ui/section-card'
import { formatShare } from '@/domain/share-fraction'
import { useTransactionItems } from '../api'
import type { TransactionRecord } from '../types'
import styles from './transaction-detail.module.css'

interface TransactionItemsProps {
  transactionId: string
  currency: string
  splitMode: TransactionRecord['split_mode']
}

/** The bill lines a by-items payment covered; other payments cover a share of the whole bill. */
export function TransactionItems({ transactionId, currency, splitMode }: TransactionItemsProps) {
  const { t } = useTranslation('office')
  const items = useTransactionItems(splitMode === 'items' ? transactionId : '')
  if (splitMode !== 'items' || !items.data || items.data.length === 0) return null
  return (
    <SectionCard title={t('transactionDetail.items')} id="tx-items">
      <ul className={styles.items}>
        {items.data.map((line) => {
          const orderItem = line.expand?.order_item
          // a share of one unit (docs/decisions/018) reads "⅓ ·", whole units "2×"; rows say what they covered
          const count = line.share_of > 0 ? `${formatShare(line.shares, line.share_of)} ·` : `${line.quantity}×`
          const amount = line.amount || (orderItem ? orderItem.unit_price * line.quantity : 0)
          return (
            <li key={line.id} className={styles.itemRow}>
              <span>
                <span className={styles.itemQty}>{count}</span> {orderItem?.expand?.item?.name ?? line.order_item}
              </span>
              {amount > 0 ? <Money amount={amount} currency={currency} /> : null}
            </li>
          )
        })}
      </ul>
    </SectionCard>
  )
}
