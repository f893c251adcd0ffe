import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon } from '@/components/ui/diner-icons'
import { describeFunctionError } from '@/lib/errors/describe-function-error'
import { toast } from '@/lib/browser/toast'
import { payDemoCheckout } from '@/features/payment/api'
import { isValidEmail } from '@/features/payment/errors'
import styles from './checkout-form.module.css'
import { useLotteryCode } from './lottery-code-field'
import { PaymentFormFooter, useReceiptEmail } from './payment-form-footer'

const DEMO_METHODS = ['test_payment', 'satispay'] as const
type DemoMethod = (typeof DEMO_METHODS)[number]

interface TestPaymentFormProps {
  sessionId: string
  /** Offer the optional codice lotteria (an Italian restaurant printing a documento per payment). */
  offerLotteryCode: boolean
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
export function TestPaymentForm({ sessionId, offerLotteryCode, total, currency, onConfirmStart, onPaid }: TestPaymentFormProps) {
  const { t } = useTranslation('diner')
  const receipt = useReceiptEmail()
  const lottery = useLotteryCode(sessionId, offerLotteryCode)
  const [processing, setProcessing] = useState(false)
  const [payError, setPayError] = useState<string>()
  // a euro table offers Satispay beside cards, as the real payment page does (session-params.ts)
  const methods = currency.toUpperCase() === 'EUR' ? DEMO_METHODS : DEMO_METHODS.slice(0, 1)
  const [method, setMethod] = useState<DemoMethod>('test_payment')

  const showError = (message: string) => {
    setPayError(message)
    toast.error(message, { id: 'payment-error' })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(receipt.email)) {
      receipt.reject(t('payment.invalidEmail'))
      return
    }
    const lotteryCode = lottery.read(t('payment.lotteryCodeInvalid'))
    if (lotteryCode === null) return
    setProcessing(true)
    setPayError(undefined)
    try {
      if (!(await lottery.keep(lotteryCode, showError))) return
      onConfirmStart()
      await payDemoCheckout(sessionId, receipt.email.trim(), method)
      onPaid()
    } catch (error) {
      showError(describeFunctionError(error))
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
        {methods.length > 1 ? (
          <fieldset className={styles.testMethods}>
            <legend>{t('payment.test.methodLegend')}</legend>
            {methods.map((value) => (
              <label key={value} className={styles.testMethod}>
                <input type="radio" name="test-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
                {t(`payment.test.methods.${value}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
      </section>
      <PaymentFormFooter
        receipt={receipt}
        lottery={lottery}
        payError={payError}
        total={total}
        currency={currency}
        processing={processing}
        disabled={processing || receipt.email.trim() === ''}
      />
    </form>
  )
}
