import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon, RefreshIcon } from '@/components/ui/diner-icons'
import { Spinner } from '@/components/ui/spinner'
import { describeConfirmError, isValidEmail } from '@/features/payment/errors'
import { env } from '@/config/env'
import {
  CheckoutElementsProvider,
  ExpressCheckoutElement,
  PaymentElement,
  getStripe,
  useCheckoutElements,
  type Appearance,
  type StripeCheckoutConfirmResult,
  type StripeExpressCheckoutElementConfirmEvent,
} from '@/lib/api/stripe'
import { toast } from '@/lib/browser/toast'
import styles from './checkout-form.module.css'
import { useLotteryCode } from './lottery-code-field'
import { PaymentFormFooter, useReceiptEmail } from './payment-form-footer'

interface CheckoutFormProps {
  clientSecret: string
  sessionId: string
  /** Offer the optional codice lotteria (an Italian restaurant printing a documento per payment). */
  offerLotteryCode: boolean
  /** Minor units, shown on the pay button. */
  total: number
  currency: string
  /** Absolute URL Stripe returns to when a payment method needs a redirect. */
  returnUrl: string
  brandColor: string
  /** The diner has started paying: from here the claim must be kept, whatever happens. */
  onConfirmStart: () => void
  onPaid: () => void
}

/** Stripe's Express Checkout and Payment Element, the receipt e-mail and the pay button. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { clientSecret, brandColor } = props
  // a new attempt mounts a new provider, which asks for Stripe.js again
  const [attempt, setAttempt] = useState(0)
  const options = useMemo(
    () => ({ clientSecret, elementsOptions: { appearance: getAppearance(brandColor), loader: 'auto' as const } }),
    [clientSecret, brandColor],
  )
  if (!env.stripePublishableKey) return <ProviderNotLoaded />
  // The provider wraps only this form: it loads Stripe.js and opens the session, which no other
  // part of the diner flow needs (and which must not slow the bill down).
  return (
    <CheckoutElementsProvider key={attempt} stripe={getStripe()} options={options}>
      <CheckoutFormBody {...props} onReload={() => setAttempt((value) => value + 1)} />
    </CheckoutElementsProvider>
  )
}

function CheckoutFormBody(props: CheckoutFormProps & { onReload: () => void }) {
  const { sessionId, offerLotteryCode, total, currency, returnUrl, onConfirmStart, onPaid, onReload } = props
  const { t } = useTranslation('diner')
  const result = useCheckoutElements()
  const receipt = useReceiptEmail()
  const lottery = useLotteryCode(sessionId, offerLotteryCode)
  const [processing, setProcessing] = useState(false)
  // the last failure stays beside the button after its toast has gone
  const [payError, setPayError] = useState<string>()

  const checkout = result.type === 'success' ? result.checkout : undefined

  const showError = (message: string) => {
    setPayError(message)
    toast.error(message, { id: 'payment-error' })
  }

  const handleResult = (outcome: StripeCheckoutConfirmResult) => {
    if (outcome.type === 'success') {
      onPaid()
      return
    }
    showError(describeConfirmError(outcome.error, (code) => t('payment.unknownError', { code })))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!checkout) {
      showError(t('payment.notLoaded'))
      return
    }
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
      const updated = await checkout.updateEmail(receipt.email.trim())
      if (updated.type === 'error') {
        receipt.reject(updated.error.message || t('payment.invalidEmail'))
        return
      }
      onConfirmStart()
      handleResult(await checkout.confirm({ returnUrl, redirect: 'if_required' }))
    } catch (error) {
      showError(describeConfirmError({ message: error instanceof Error ? error.message : null }, (code) => t('payment.unknownError', { code })))
    } finally {
      setProcessing(false)
    }
  }

  const confirmExpress = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    if (!checkout) return
    const lotteryCode = lottery.read(t('payment.lotteryCodeInvalid'))
    if (lotteryCode === null) {
      event.paymentFailed({ reason: 'fail' })
      return
    }
    setProcessing(true)
    setPayError(undefined)
    try {
      if (!(await lottery.keep(lotteryCode, showError))) {
        event.paymentFailed({ reason: 'fail' })
        return
      }
      onConfirmStart()
      handleResult(await checkout.confirm({ expressCheckoutConfirmEvent: event, returnUrl, redirect: 'if_required' }))
    } catch (error) {
      showError(describeConfirmError({ message: error instanceof Error ? error.message : null }, (code) => t('payment.unknownError', { code })))
    } finally {
      setProcessing(false)
    }
  }

  // Stripe.js could not be fetched ("Failed to load Stripe.js"): our words, never Stripe's English
  if (result.type === 'error') return <ProviderNotLoaded onRetry={onReload} />

  const disabled = processing || !checkout || receipt.email.trim() === ''
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={processing}>
      <div className={styles.elements}>
        {checkout ? null : (
          <div className={styles.loading}>
            <Spinner label={t('payment.loadingForm')} />
            <span aria-hidden="true">{t('payment.loadingForm')}</span>
          </div>
        )}
        <ExpressCheckoutElement className={styles.express} onConfirm={confirmExpress} />
        {checkout ? (
          <p className={styles.divider}>
            <span>{t('payment.orPayByCard')}</span>
          </p>
        ) : null}
        <PaymentElement className={styles.payment} options={{ layout: 'tabs' }} />
      </div>
      <PaymentFormFooter receipt={receipt} lottery={lottery} payError={payError} total={total} currency={currency} processing={processing} disabled={disabled} />
    </form>
  )
}

/** No Stripe here: no publishable key (the SPEC's "not loaded" text), or the script failed to load. */
function ProviderNotLoaded({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('diner')
  return (
    <div className={`alert ${styles.notLoaded}`} role="alert">
      <AlertIcon size={20} />
      <div className={styles.notLoadedText}>
        <p>{onRetry ? t('payment.formFailed') : t('payment.notLoaded')}</p>
        {onRetry ? (
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            <RefreshIcon size={18} />
            {t('payment.retry')}
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** Stripe's Elements drawn in the restaurant's colour and Conto's rounded, warm style. */
function getAppearance(brandColor: string): Appearance {
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: brandColor,
      colorBackground: '#ffffff',
      colorText: '#1f1a17',
      colorDanger: '#b42318',
      borderRadius: '10px',
      fontSizeBase: '16px',
      spacingUnit: '4px',
    },
  }
}
