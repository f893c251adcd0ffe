import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/orders: specified, not built yet. */
export function OrdersPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.orders')} />
}
