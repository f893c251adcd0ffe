import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DinerFooter } from '@/components/ui/diner-footer'
import { UserIcon } from '@/components/ui/icons'
import { LanguageSwitch } from '@/components/ui/language-switch'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/browser/document-title'
import { getBillSummary } from '@/features/bill/amounts'
import { PayBillCard } from '@/features/bill/components/pay-bill-card'
import { MenuLink } from '@/features/restaurant/components/menu-link'
import { RestaurantHero } from '@/features/restaurant/components/restaurant-hero'
import { useCallWaiterSheet } from './use-call-waiter-sheet'
import { useDinerContext } from './diner-context'
import styles from './home.module.css'

/** Diner landing page after scanning the table's QR code. */
export function DinerHomePage() {
  const { t } = useTranslation('diner')
  const { restaurant, table, orderPaymentStatus } = useDinerContext()
  const summary = getBillSummary(table, orderPaymentStatus)
  const waiter = useCallWaiterSheet()
  useDocumentTitle(restaurant.name)

  const topBar = (
    <>
      <span className={styles.chip}>{t('table', { name: table.name })}</span>
      <div className={styles.topActions}>
        {/* tourists read the bill too: Italian first, English one tap away */}
        <LanguageSwitch />
        <Link className={styles.chip} to={paths.login()} aria-label={t('home.staffLogin')}>
          <UserIcon size={16} />
          <span className={styles.staffLabel}>{t('home.staffLogin')}</span>
        </Link>
      </div>
    </>
  )

  return (
    <div className={styles.page}>
      <RestaurantHero restaurant={restaurant} topBar={topBar} />
      <main className={styles.actions}>
        <PayBillCard summary={summary} billHref={paths.diner.bill(restaurant.id, table.id)} onCallWaiter={waiter.openSheet} />
        <MenuLink restaurant={restaurant} />
      </main>
      <DinerFooter />
      {waiter.sheet}
    </div>
  )
}
