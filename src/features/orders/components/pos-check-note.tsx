import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/ui/status-badge'
import type { OrderRecord } from '../types'

/** "From the POS · Giulia": this order is a check the restaurant's POS sent (decision 044). */
export function PosCheckBadge({ order }: { order: Pick<OrderRecord, 'pos_waiter'> }) {
  const { t } = useTranslation('office')
  return (
    <StatusBadge tone="info">
      {order.pos_waiter ? t('posSync.check.badgeWaiter', { waiter: order.pos_waiter }) : t('posSync.check.badge')}
    </StatusBadge>
  )
}

/** Why a POS check's lines have no controls: the POS owns them. */
export function PosCheckHint({ className }: { className?: string }) {
  const { t } = useTranslation('office')
  return <p className={className}>{t('posSync.check.linesHint')}</p>
}
