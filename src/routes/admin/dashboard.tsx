import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/dashboard: specified, not built yet. */
export function DashboardPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.dashboard')} />
}
