import { useParams } from 'react-router-dom'
import { TransactionDetailScreen } from '@/features/transactions/components/transaction-detail-screen'
import { useAdminContext } from './admin-context'

/** /admin/transactions/{transactionId}: one payment, its log and the refund action. */
export function TransactionDetailPage() {
  const { transactionId } = useParams()
  const { user } = useAdminContext()
  return <TransactionDetailScreen transactionId={transactionId} role={user.role} />
}
