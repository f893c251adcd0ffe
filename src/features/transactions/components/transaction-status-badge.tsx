import { useTranslation } from 'react-i18next'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import { getStatusLabel, type TransactionStatusLabel } from '../types'

const tones: Record<TransactionStatusLabel, BadgeTone> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  refunded: 'neutral',
  partially_refunded: 'info',
  voided: 'neutral',
  unknown: 'neutral',
}

export function TransactionStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('office')
  const label = getStatusLabel(status)
  return <StatusBadge tone={tones[label]}>{t(`transactionStatus.${label}`)}</StatusBadge>
}
