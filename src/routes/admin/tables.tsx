import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin and /admin/tables: specified, not built yet. */
export function TablesPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.tables')} />
}
