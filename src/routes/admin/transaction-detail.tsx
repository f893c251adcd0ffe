import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/transactions/:transactionId: specified, not built yet. */
export function TransactionDetailPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.transactionDetail')} />
}
