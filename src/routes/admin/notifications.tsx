import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/notifications: specified, not built yet. */
export function NotificationsPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.notifications')} />
}
