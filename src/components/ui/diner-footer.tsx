import { useTranslation } from 'react-i18next'
import styles from './diner-footer.module.css'

/** 'Service provided by Conto' footer shown on every diner page. */
export function DinerFooter() {
  const { t } = useTranslation()
  return (
    <footer className={styles.footer}>
      <p>
        {t('footer.serviceProvidedBy')} <strong className={styles.brand}>{t('appName')}</strong>
      </p>
      <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
