import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/ui/load-error'
import card from '@/components/ui/settings-list.module.css'
import { toast } from '@/lib/browser/toast'
import { usePosDeliveries, usePosDeliveryResend } from '../api'
import { PosDeliveryRow } from './pos-delivery-row'
import styles from './pos-webhooks.module.css'

/** The latest deliveries of the restaurant's events, each with "Send again"; read again on focus or on demand. */
export function PosDeliveryLog({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  const deliveries = usePosDeliveries(restaurantId)
  const resend = usePosDeliveryResend(restaurantId)
  const refreshing = deliveries.isFetching && !deliveries.isPending

  function resendDelivery(deliveryId: string) {
    if (resend.isPending) return
    resend.mutate(deliveryId, { onSuccess: () => toast.success(t('restaurant.pos.deliveries.resendDone')) })
  }

  return (
    <div className={card.block} aria-labelledby="pos-delivery-log-title" role="group">
      <div className={styles.blockHead}>
        <h3 id="pos-delivery-log-title" className={card.subtitle}>
          {t('restaurant.pos.deliveries.title')}
        </h3>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          // not `disabled`: a focused button that turns disabled drops the keyboard's focus
          onClick={() => {
            if (!refreshing) void deliveries.refetch()
          }}
          aria-disabled={refreshing}
          aria-busy={refreshing}
          aria-label={t('restaurant.pos.deliveries.refreshLabel')}
        >
          {t('restaurant.pos.deliveries.refresh')}
        </button>
      </div>
      <p className={card.hint}>{t('restaurant.pos.deliveries.intro')}</p>
      <PosDeliveryLogBody deliveries={deliveries} resend={resend} onResend={resendDelivery} />
    </div>
  )
}

interface PosDeliveryLogBodyProps {
  deliveries: ReturnType<typeof usePosDeliveries>
  resend: ReturnType<typeof usePosDeliveryResend>
  onResend: (deliveryId: string) => void
}

function PosDeliveryLogBody({ deliveries, resend, onResend }: PosDeliveryLogBodyProps) {
  const { t } = useTranslation('office')
  if (deliveries.isPending) return <div className={`skeleton ${card.placeholder}`} role="status" aria-label={t('restaurant.pos.deliveries.loading')} />
  if (deliveries.isError) return <LoadError title={t('restaurant.pos.deliveries.loadFailed')} onRetry={() => void deliveries.refetch()} />
  if (deliveries.data.length === 0) return <p className={card.hint}>{t('restaurant.pos.deliveries.empty')}</p>
  return (
    <ul className={card.rows}>
      {deliveries.data.map((delivery) => (
        <PosDeliveryRow
          key={delivery.id}
          delivery={delivery}
          resending={resend.isPending && resend.variables === delivery.id}
          onResend={() => onResend(delivery.id)}
        />
      ))}
    </ul>
  )
}
