import { useTranslation } from 'react-i18next'
import { usePosSync } from '../api'
import { isWorthTelling } from '../unsynced'
import { PosUnsyncedList } from './pos-unsynced-list'
import styles from './pos-sync.module.css'

/** Beside an order's payments: those of its payments the POS has not taken yet, with "Retry". */
export function OrderPosSync({ restaurantId, orderId }: { restaurantId: string; orderId: string }) {
  const { t } = useTranslation('office')
  const { unsynced, retry } = usePosSync(restaurantId)
  const payments = (unsynced.data ?? []).filter((payment) => payment.orderId === orderId && isWorthTelling(payment))
  if (payments.length === 0) return null

  return (
    <div className={styles.orderBlock} role="group" aria-labelledby={`pos-sync-${orderId}`}>
      <h3 id={`pos-sync-${orderId}`} className={styles.orderTitle}>
        {t('posSync.order.title')}
      </h3>
      <PosUnsyncedList payments={payments} retry={retry} linkToOrder={false} />
    </div>
  )
}
