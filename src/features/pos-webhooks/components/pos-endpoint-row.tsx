import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/ui/status-badge'
import card from '@/components/ui/settings-list.module.css'
import type { PosEndpointsRecord } from '@/domain/pocketbase-schema'
import { formatDateTime } from '@/lib/time/date-format'

/** One endpoint: its address, whether Conto still sends to it, and since when. */
export function PosEndpointRow({ endpoint, onDisable }: { endpoint: PosEndpointsRecord; onDisable: () => void }) {
  const { t, i18n } = useTranslation('office')
  return (
    <li className={card.row} data-testid="pos-endpoint-row">
      <code className={card.url}>{endpoint.url}</code>
      <span className={card.hint}>{t('restaurant.pos.webhooks.list.addedOn', { when: formatDateTime(endpoint.created, i18n.language) })}</span>
      <div className={card.meta}>
        <StatusBadge tone={endpoint.active ? 'success' : 'neutral'}>
          {endpoint.active ? t('restaurant.pos.webhooks.list.active') : t('restaurant.pos.webhooks.list.disabled')}
        </StatusBadge>
        {endpoint.active ? (
          <button
            type="button"
            className={`btn btn--secondary btn--small ${card.disable}`}
            onClick={onDisable}
            aria-label={t('restaurant.pos.webhooks.list.disableLabel', { url: endpoint.url })}
          >
            {t('restaurant.pos.webhooks.list.disable')}
          </button>
        ) : null}
      </div>
    </li>
  )
}
