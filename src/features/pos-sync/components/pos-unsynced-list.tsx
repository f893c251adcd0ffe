import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/browser/toast'
import type { usePosRetry } from '../api'
import type { UnsyncedPayment } from '../unsynced'
import { PosUnsyncedRow } from './pos-unsynced-row'
import styles from './pos-sync.module.css'

interface PosUnsyncedListProps {
  id?: string
  payments: UnsyncedPayment[]
  retry: ReturnType<typeof usePosRetry>
  linkToOrder: boolean
}

/** The payments the POS has not taken, each with "Retry"; one retry at a time. */
export function PosUnsyncedList({ id, payments, retry, linkToOrder }: PosUnsyncedListProps) {
  const { t } = useTranslation('office')

  function retryPayment(deliveryId: string) {
    if (retry.isPending) return
    retry.mutate(deliveryId, {
      onSuccess: ({ delivery }) => toast.success(t(delivery.sending ? 'posSync.retry.alreadySending' : 'posSync.retry.done')),
    })
  }

  return (
    <ul id={id} className={styles.rows}>
      {payments.map((payment) => (
        <PosUnsyncedRow
          key={payment.deliveryId}
          payment={payment}
          busy={retry.isPending}
          retrying={retry.isPending && retry.variables === payment.deliveryId}
          onRetry={() => retryPayment(payment.deliveryId)}
          linkToOrder={linkToOrder}
        />
      ))}
    </ul>
  )
}
