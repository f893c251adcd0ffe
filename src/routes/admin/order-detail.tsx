import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/orders/:orderId: specified, not built yet. */
export function OrderDetailPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.orderDetail')} />
}
