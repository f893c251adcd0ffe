import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { SharedItemName } from '@/components/ui/share-label'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { getShareAmount, reconcileSelection, type SelectedItem } from '@/domain/bill-selection'
import styles from './chosen-items.module.css'

interface ChosenItemsProps {
  selected: readonly SelectedItem[]
  items: readonly OrderItemStatusRecord[]
  currency: string
  /** A list with amounts (tips, payment), or one line of names (the split's totals bar). */
  variant?: 'list' | 'inline'
}

interface ChosenRow {
  key: string
  name: string
  quantity: number
  share?: { parts: number; of: number }
  amount: number
}

function getChosenRows(selected: readonly SelectedItem[], items: readonly OrderItemStatusRecord[]): ChosenRow[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return selected.flatMap((entry) => {
    const item = byId.get(entry.orderItemId)
    if (!item) return []
    const name = item.expand?.item?.name ?? ''
    const rows: ChosenRow[] = []
    if (entry.quantity > 0) rows.push({ key: `${item.id}-units`, name, quantity: entry.quantity, amount: entry.quantity * item.price })
    if (entry.share) rows.push({ key: `${item.id}-share`, name, quantity: 0, share: entry.share, amount: getShareAmount(item, entry.share) })
    return rows
  })
}

/** What a by-items payment covers: "2× Tiramisù", "⅓ · Vino rosso della casa". */
export function ChosenItems({ selected, items, currency, variant = 'list' }: ChosenItemsProps) {
  const { t } = useTranslation('diner')
  const rows = getChosenRows(reconcileSelection(selected, items), items)
  if (rows.length === 0) return null
  const label = (row: ChosenRow) =>
    row.share ? <SharedItemName parts={row.share.parts} of={row.share.of} name={row.name} /> : <span>{`${row.quantity}× ${row.name}`}</span>

  if (variant === 'inline') {
    return (
      <p className={styles.inline}>
        <span className="visually-hidden">{t('split.chosen')}: </span>
        {rows.map((row, index) => (
          <Fragment key={row.key}>
            {index > 0 ? ', ' : null}
            {label(row)}
          </Fragment>
        ))}
      </p>
    )
  }
  return (
    <ul className={styles.list} aria-label={t('payment.yourItems')}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row}>
          <span className={styles.name}>{label(row)}</span>
          <Money className={styles.amount} amount={row.amount} currency={currency} />
        </li>
      ))}
    </ul>
  )
}
