import { useTranslation } from 'react-i18next'
import { ORDER_DATE_FILTERS, type OrderDateFilter } from '@/lib/time/date-filters'
import styles from './orders.module.css'

/** All / today / yesterday / this week / this month. */
export function OrderDateTabs({ value, onChange }: { value: OrderDateFilter; onChange: (filter: OrderDateFilter) => void }) {
  const { t } = useTranslation('floor')
  return (
    <div className={styles.toolbar}>
      <div className={styles.dateTabs} role="group" aria-label={t('orders.dateFilter.label')}>
      {ORDER_DATE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.dateTab}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {t(`orders.dateFilter.${filter}`)}
        </button>
      ))}
      </div>
    </div>
  )
}
