import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon } from '@/components/ui/diner-icons'
import { describeFunctionError } from '@/lib/describe-function-error'
import { toast } from '@/lib/toast'
import { payDemoCheckout } from '@/features/payment/api'
import { isValidEmail } from '@/features/payment/errors'
import styles from './checkout-form.module.css'
import { PaymentFormFooter, useReceiptEmail } from './payment-form-footer'

interface TestPaymentFormProps {
  sessionId: string
  /** Minor units, shown on the pay button. */
  total: number
  currency: string
  /** The diner has started paying: from here the claim must be kept, whatever happens. */
  onConfirmStart: () => void
  onPaid: () => void
}

/**
 * Stands in for Stripe's elements on a server without Stripe keys (development and the demo), the
 * way shops ship a dummy gateway: no card, but the claim, the checkout session, the signed webhook
 * and the reconciliation behind it are the real ones (docs/decisions/016).
 */
export function TestPaymentForm({ sessionId, total, currency, onConfirmStart, onPaid }: TestPaymentFormProps) {
  const { t } = useTranslation('diner')
  const receipt = useReceiptEmail()
  const [processing, setProcessing] = useState(false)
  const [payError, setPayError] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(receipt.email)) {
      receipt.reject(t('payment.invalidEmail'))
      return
    }
    setProcessing(true)
    setPayError(undefined)
    onConfirmStart()
    try {
      await payDemoCheckout(sessionId, receipt.email.trim())
      onPaid()
    } catch (error) {
      const message = describeFunctionError(error)
      setPayError(message)
      toast.error(message, { id: 'payment-error' })
    } finally {
      setProcessing(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={processing}>
      <section className={styles.testCard} aria-labelledby="test-payment-title">
        <p id="test-payment-title" className={styles.testTitle}>
          <AlertIcon size={20} />
          {t('payment.test.title')}
        </p>
        <p>{t('payment.test.explanation')}</p>
      </section>
      <PaymentFormFooter
        receipt={receipt}
        payError={payError}
        total={total}
        currency={currency}
        processing={processing}
        disabled={processing || receipt.email.trim() === ''}
      />
    </form>
  )
}
