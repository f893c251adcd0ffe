import { useTranslation } from 'react-i18next'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import type { TableStatus } from '@/lib/pocketbase-types'

const tones: Record<TableStatus, BadgeTone> = { free: 'neutral', occupied: 'info', paying: 'warning', paid: 'success' }

export function TableStatusBadge({ status }: { status: TableStatus }) {
  const { t } = useTranslation('floor')
  return <StatusBadge tone={tones[status]}>{t(`tableStatus.${status}`)}</StatusBadge>
}
