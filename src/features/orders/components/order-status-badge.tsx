import { useTranslation } from 'react-i18next'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import type { OrderWithStatus } from '../types'

const tones: Record<OrderWithStatus['status'], BadgeTone> = {
  pending: 'info',
  paying: 'warning',
  paid: 'success',
  unknown: 'neutral',
}

/** Order payment state: pending, paying, paid (or unknown when it could not be read). */
export function OrderStatusBadge({ status }: { status: OrderWithStatus['status'] }) {
  const { t } = useTranslation('floor')
  return <StatusBadge tone={tones[status]}>{t(`orderStatus.${status}`)}</StatusBadge>
}
