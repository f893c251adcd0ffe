import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/ui/status-badge'
import card from '@/components/ui/settings-list.module.css'
import type { PosEndpointsRecord } from '@/domain/pocketbase-schema'
import { formatDateTime } from '@/lib/time/date-format'
import { readLightspeedIds } from '../connection-form'
import styles from './pos-lightspeed.module.css'

/** One connection: the API it posts to, the till's ids, whether Conto still posts, and since when. */
export function LightspeedConnectionRow({ connection, onDisable }: { connection: PosEndpointsRecord; onDisable: () => void }) {
  const { t, i18n } = useTranslation('office')
  const ids = readLightspeedIds(connection.config)
  return (
    <li className={card.row} data-testid="lightspeed-connection-row">
      <code className={card.url}>{connection.url}</code>
      <span className={styles.ids}>{t('restaurant.pos.lightspeed.list.ids', { location: ids.businessLocationId, webhook: ids.webhookEndpointId })}</span>
      <span className={card.hint}>{t('restaurant.pos.lightspeed.list.connectedOn', { when: formatDateTime(connection.created, i18n.language) })}</span>
      <div className={card.meta}>
        <StatusBadge tone={connection.active ? 'success' : 'neutral'}>
          {connection.active ? t('restaurant.pos.lightspeed.list.active') : t('restaurant.pos.lightspeed.list.disabled')}
        </StatusBadge>
        {connection.active ? (
          <button
            type="button"
            className={`btn btn--secondary btn--small ${card.disable}`}
            onClick={onDisable}
            aria-label={t('restaurant.pos.lightspeed.list.disableLabel', { location: ids.businessLocationId })}
          >
            {t('restaurant.pos.lightspeed.list.disable')}
          </button>
        ) : null}
      </div>
    </li>
  )
}
