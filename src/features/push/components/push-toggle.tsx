import { useTranslation } from 'react-i18next'
import { BellIcon } from '@/components/ui/floor-icons'
import { usePushState, usePushSubscribe, usePushUnsubscribe } from '../api'
import styles from './push-toggle.module.css'

interface PushToggleProps {
  userId: string
  restaurantId: string
  restaurantName: string
}

/** Push notifications for this device and person: on for a restaurant, off, or not possible here. */
export function PushToggle({ userId, restaurantId, restaurantName }: PushToggleProps) {
  const { t } = useTranslation('floor')
  const state = usePushState(userId)
  const subscribe = usePushSubscribe(userId)
  const unsubscribe = usePushUnsubscribe(userId)
  const busy = subscribe.isPending || unsubscribe.isPending || state.isPending

  const current = state.data
  let status: string
  if (!current) status = t('push.checking')
  else if (current.kind === 'unsupported' || current.kind === 'blocked') status = t('push.disabled')
  else if (current.kind === 'off') status = t('push.off')
  else if (current.record.restaurant === restaurantId) status = t('push.onHere', { restaurant: restaurantName })
  else status = t('push.onElsewhere')

  const on = current?.kind === 'on' && current.record.restaurant === restaurantId
  const possible = current?.kind === 'off' || current?.kind === 'on'

  return (
    <section className={styles.push} aria-labelledby="push-title">
      <span className={`round-icon round-icon--brand ${styles.icon}`} aria-hidden="true">
        <BellIcon size={22} />
      </span>
      <div className={styles.text}>
        <h2 id="push-title" className={styles.title}>
          {t('push.title')}
        </h2>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {possible ? (
        on ? (
          <button type="button" className={`btn btn--secondary ${styles.action}`} disabled={busy} onClick={() => unsubscribe.mutate(undefined)}>
            {t('push.turnOff')}
          </button>
        ) : (
          <button type="button" className={`btn btn--primary ${styles.action}`} disabled={busy} onClick={() => subscribe.mutate(restaurantId)}>
            {t('push.turnOn')}
          </button>
        )
      ) : null}
    </section>
  )
}
