import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/profile: specified, not built yet. */
export function ProfilePage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.profile')} />
}
