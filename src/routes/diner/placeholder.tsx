import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DinerFooter } from '@/components/ui/diner-footer'
import { ArrowLeftIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { useDinerContext } from './diner-context'
import styles from './placeholder.module.css'

type DinerStep = 'bill' | 'split' | 'tips' | 'payment' | 'paymentResult'

/** Stand-in for diner steps that are not built yet; keeps the restaurant frame and a way back. */
export function DinerPlaceholderPage({ step }: { step: DinerStep }) {
  const { t } = useTranslation('diner')
  const { restaurant, table } = useDinerContext()
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link className={styles.back} to={paths.diner.home(restaurant.id, table.id)} aria-label={t('placeholder.backHome')}>
          <ArrowLeftIcon />
        </Link>
        <span className={styles.restaurant}>{restaurant.name}</span>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{t(`placeholder.${step}`)}</h1>
        <p className={styles.text}>{t('placeholder.description')}</p>
        <Link className="btn btn--primary btn--block" to={paths.diner.home(restaurant.id, table.id)}>
          {t('placeholder.backHome')}
        </Link>
      </main>
      <DinerFooter />
    </div>
  )
}
