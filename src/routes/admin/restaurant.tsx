import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/restaurant: specified, not built yet. */
export function RestaurantPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.restaurant')} />
}
