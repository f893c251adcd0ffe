import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/document-title'
import styles from './coming-soon.module.css'

interface ComingSoonProps {
  /** Translated name of the screen, used as heading and in the description. */
  title: string
}

/** Placeholder for screens that are specified but not built yet. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation()
  useDocumentTitle(title)
  return (
    <section className={styles.root} aria-labelledby="coming-soon-title">
      <div className={styles.badge}>{t('comingSoon.title')}</div>
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{t('comingSoon.description', { screen: title })}</p>
      <svg className={styles.art} viewBox="0 0 120 80" aria-hidden="true">
        <rect x="8" y="14" width="104" height="58" rx="10" fill="var(--brand-soft)" />
        <rect x="20" y="28" width="48" height="8" rx="4" fill="var(--brand)" opacity="0.55" />
        <rect x="20" y="44" width="80" height="6" rx="3" fill="var(--border)" />
        <rect x="20" y="56" width="62" height="6" rx="3" fill="var(--border)" />
        <circle cx="96" cy="32" r="8" fill="var(--brand)" opacity="0.3" />
      </svg>
    </section>
  )
}
