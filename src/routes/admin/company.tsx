import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/company: specified, not built yet. */
export function CompanyPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.company')} />
}
