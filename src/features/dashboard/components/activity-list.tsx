import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/domain/money'
import { formatRelativeTime, getElapsedMinutes } from '@/lib/time/time'
import type { ActivityEntry } from '../stats'
import styles from './dashboard.module.css'

/** The latest things that happened today: tables seated, payments, reviews. */
export function ActivityList({ entries, currency, now }: { entries: ActivityEntry[]; currency: string; now: Date }) {
  const { t, i18n } = useTranslation('floor')
  if (entries.length === 0) return <p className={styles.muted}>{t('dashboard.activity.empty')}</p>
  const describe = (entry: ActivityEntry): string => {
    switch (entry.kind) {
      case 'order':
        return t('dashboard.activity.order', { number: entry.number, table: entry.tableName, count: entry.guests })
      case 'payment':
        return t('dashboard.activity.payment', { amount: formatMoney(entry.amount, currency), table: entry.tableName })
      case 'review':
        return t(`dashboard.activity.review.${entry.type}`, { rating: entry.rating })
    }
  }
  return (
    <ol className={styles.activity}>
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} className={styles.activityItem} data-kind={entry.kind}>
          <span className={styles.activityDot} aria-hidden="true" />
          <span className={styles.activityText}>{describe(entry)}</span>
          <time className={styles.activityTime} dateTime={entry.at.replace(' ', 'T')}>
            {getElapsedMinutes(entry.at, now) < 1 ? t('justNow') : formatRelativeTime(getElapsedMinutes(entry.at, now), i18n.language)}
          </time>
        </li>
      ))}
    </ol>
  )
}
