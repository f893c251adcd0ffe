import { useTranslation } from 'react-i18next'
import { ReasonSheet } from '@/components/ui/reason-sheet'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { LEDGER_TEXT_MAX } from '@/domain/ledger'
import { formatMoney } from '@/domain/money'
import { toast } from '@/lib/browser/toast'
import { useTransactionVoid } from '../api'
import type { TransactionRecord } from '../types'

/** Voiding a recorded payment from its detail: a reason, then it stops counting; the record stays. */
export function VoidPaymentSheet({ transaction, onClose }: { transaction: TransactionRecord; onClose: () => void }) {
  const { t } = useTranslation('office')
  const voiding = useTransactionVoid(transaction.restaurant)
  return (
    <ReasonSheet
      title={t('transactionDetail.voidSheet.title', { amount: formatMoney(transaction.total_amount, transaction.currency) })}
      description={t('transactionDetail.voidSheet.description')}
      reasonLabel={t('transactionDetail.voidSheet.reason')}
      maxLength={LEDGER_TEXT_MAX}
      confirmLabel={t('transactionDetail.voidSheet.confirm')}
      busyLabel={t('transactionDetail.voidSheet.voiding')}
      cancelLabel={t('transactionDetail.voidSheet.cancel')}
      busy={voiding.isPending}
      error={voiding.isError ? describeStaffFunctionError(voiding.error) : undefined}
      onConfirm={(reason) =>
        voiding.mutate(
          { transactionId: transaction.id, reason },
          {
            onSuccess: () => {
              toast.success(t('transactionDetail.voidSheet.done'))
              onClose()
            },
          },
        )
      }
      onClose={onClose}
    />
  )
}
