import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/transactions: specified, not built yet. */
export function TransactionsPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.transactions')} />
}
