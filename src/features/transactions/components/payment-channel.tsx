import { useTranslation } from 'react-i18next'
import { DotSeparated } from '@/components/ui/dot-separated'
import { getPaymentChannel } from '@/domain/ledger'
import type { TransactionRecord } from '../types'
import { PaymentMethod } from './payment-method'

/** How a payment came in: 'QR card · Apple Pay', or Cash / Card terminal / Other as staff recorded it. */
export function PaymentChannel({ transaction }: { transaction: Pick<TransactionRecord, 'channel' | 'payment_method'> }) {
  const { t } = useTranslation('office')
  const channel = getPaymentChannel(transaction)
  if (channel !== 'qr' || !transaction.payment_method) return <>{t(`paymentChannels.${channel}`)}</>
  return (
    <DotSeparated>
      {t('paymentChannels.qr')}
      <PaymentMethod method={transaction.payment_method} />
    </DotSeparated>
  )
}
