import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './diner-skeleton.module.css'

/** Loading state shaped like the diner home, so nothing moves when the data arrives. */
export function DinerSkeleton({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation('diner')
  return (
    <div className={styles.page} style={style} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={styles.photo} />
      <div className={styles.identity}>
        <div className={`skeleton ${styles.logo}`} />
        <div className={`skeleton ${styles.name}`} />
        <div className={`skeleton ${styles.line}`} />
        <div className={`skeleton ${styles.lineShort}`} />
      </div>
      <div className={styles.actions}>
        <div className={`skeleton ${styles.pay}`} />
        <div className={`skeleton ${styles.menu}`} />
      </div>
    </div>
  )
}

/** Loading state of the inner diner pages (bill, split, tips, payment): header, card, lines. */
export function DinerPageSkeleton({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation('diner')
  return (
    <div className={styles.innerPage} style={style} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={styles.innerHeader}>
        <div className={`skeleton ${styles.circle}`} />
        <div className={`skeleton ${styles.headerTitle}`} />
      </div>
      <div className={`skeleton ${styles.summary}`}>
        <span className={styles.summaryText} aria-hidden="true">
          {t('loading')}
        </span>
      </div>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className={`skeleton ${styles.row}`} />
      ))}
    </div>
  )
}
