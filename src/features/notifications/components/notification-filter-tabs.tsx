import { useTranslation } from 'react-i18next'
import type { NotificationFilter } from '../api'
import styles from './notifications.module.css'

const FILTERS: readonly NotificationFilter[] = ['all', 'unread']

export function NotificationFilterTabs({ value, onChange }: { value: NotificationFilter; onChange: (filter: NotificationFilter) => void }) {
  const { t } = useTranslation('floor')
  return (
    <div className={styles.filterTabs} role="group" aria-label={t('notifications.filter.label')}>
      {FILTERS.map((filter) => (
        <button key={filter} type="button" className={styles.filterTab} aria-pressed={value === filter} onClick={() => onChange(filter)}>
          {t(`notifications.filter.${filter}`)}
        </button>
      ))}
    </div>
  )
}
