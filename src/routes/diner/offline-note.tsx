import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/time/date-format'
import styles from './offline-note.module.css'

/**
 * Said above a diner page drawn from what the phone saved, while the network is gone: the bill may
 * have changed since `savedAt`, and the page updates by itself once the phone is back online.
 */
export function OfflineNote({ savedAt }: { savedAt: number }) {
  const { t, i18n } = useTranslation('diner')
  const time = formatDate(new Date(savedAt), i18n.language, { hour: '2-digit', minute: '2-digit' })
  return (
    <p className={styles.note} role="status">
      <strong>{t('offline.title')}</strong> {t('offline.savedBill', { time })}
    </p>
  )
}
