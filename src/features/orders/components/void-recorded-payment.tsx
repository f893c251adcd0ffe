import { useTranslation } from 'react-i18next'
import { ReasonSheet } from '@/components/ui/reason-sheet'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { LEDGER_TEXT_MAX } from '@/domain/ledger'
import { formatMoney } from '@/domain/money'
import { toast } from '@/lib/browser/toast'
import { useVoidPayment } from '../ledger-mutations'
import type { TransactionRecord } from '../types'

/** A manager voids a recorded payment from the order's payments, with a reason. */
export function VoidRecordedPayment({ restaurantId, payment, onClose }: { restaurantId: string; payment: TransactionRecord; onClose: () => void }) {
  const { t } = useTranslation(['floor', 'office'])
  const voiding = useVoidPayment(restaurantId)
  const amount = formatMoney(payment.total_amount, payment.currency)
  return (
    <ReasonSheet
      title={t('orderDetail.voidPayment.title', { amount })}
      description={t('orderDetail.voidPayment.description')}
      reasonLabel={t('orderDetail.voidPayment.reason')}
      maxLength={LEDGER_TEXT_MAX}
      confirmLabel={t('orderDetail.voidPayment.confirm')}
      busyLabel={t('orderDetail.voidPayment.voiding')}
      cancelLabel={t('orderDetail.voidPayment.cancel')}
      busy={voiding.isPending}
      error={voiding.isError ? describeStaffFunctionError(voiding.error) : undefined}
      onConfirm={(reason) =>
        voiding.mutate(
          { transactionId: payment.id, reason },
          {
            onSuccess: () => {
              toast.success(t('orderDetail.voidPayment.done', { amount }))
              onClose()
            },
          },
        )
      }
      onClose={onClose}
    />
  )
}
