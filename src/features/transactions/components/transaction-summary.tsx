import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import type { TransactionSummary } from '../summary'
import styles from './transactions.module.css'

interface TransactionSummaryProps {
  summary: TransactionSummary | undefined
  currency: string
}

/** Count, money collected, tips and refunds of everything the filters match. */
export function TransactionSummaryStrip({ summary, currency }: TransactionSummaryProps) {
  const { t } = useTranslation('office')
  const cells = [
    { key: 'count', value: summary ? String(summary.count) : null },
    { key: 'collected', amount: summary?.collected },
    { key: 'tips', amount: summary?.tips },
    { key: 'refunded', amount: summary?.refunded },
  ] as const
  return (
    <dl className={styles.summary}>
      {cells.map((cell) => (
        <div key={cell.key} className={styles.summaryCell}>
          <dt>{t(`transactions.summary.${cell.key}`)}</dt>
          <dd>
            {!summary ? (
              <span className={`skeleton ${styles.summarySkeleton}`} aria-hidden="true" />
            ) : 'amount' in cell ? (
              <Money amount={cell.amount ?? 0} currency={currency} />
            ) : (
              cell.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
