import { useTranslation } from 'react-i18next'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import { getPaymentProgress, type PaymentProgress } from '@/domain/payment-progress'

const tones: Record<PaymentProgress, BadgeTone> = {
  free: 'neutral',
  pending: 'info',
  partlyPaid: 'info',
  payingNow: 'warning',
  paid: 'success',
  closedUnpaid: 'neutral',
  unknown: 'neutral',
}

/**
 * A table's or order's payment state as staff need it: "Pagato in parte" and "In pagamento ora"
 * apart, though the server's views call both 'paying'. `occupied` tables read "Occupato".
 */
interface PaymentProgressBadgeProps {
  row: { status: string; paid_amount?: number; held_amount?: number; closed_at?: string }
  isTable?: boolean
}

export function PaymentProgressBadge({ row, isTable = false }: PaymentProgressBadgeProps) {
  const { t } = useTranslation('floor')
  const progress = getPaymentProgress(row)
  const label = isTable && progress === 'pending' ? t('tableStatus.occupied') : t(`paymentProgress.${progress}`)
  return <StatusBadge tone={tones[progress]}>{label}</StatusBadge>
}
