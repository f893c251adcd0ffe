import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/statistics: specified, not built yet. */
export function StatisticsPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.statistics')} />
}
