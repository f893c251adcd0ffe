import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/staff: specified, not built yet. */
export function StaffPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.staff')} />
}
