import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { AlertIcon, BellIcon, ClockIcon, RefreshIcon } from '@/components/ui/diner-icons'
import { getCheckoutNextStep } from '@/features/payment/errors'
import { describeFunctionError } from '@/lib/errors/describe-function-error'
import { getTranslatedCode } from '@/domain/function-error-codes'
import styles from './checkout-unavailable.module.css'

interface CheckoutUnavailableProps {
  error: unknown
  billHref: string
  /** Leaves for the bill (the caller refreshes it on the way). */
  onBackToBill: () => void
  onRetry: () => void
  onCallWaiter: () => void
}

/** The one message of a payment that cannot start, and the right next step for why. */
export function CheckoutUnavailable({ error, billHref, onBackToBill, onRetry, onCallWaiter }: CheckoutUnavailableProps) {
  const { t } = useTranslation('diner')
  const step = getCheckoutNextStep(error)
  const offline = (error as { status?: unknown } | null)?.status === 0
  // never the server's or the browser's raw (English) text: a translated code, else our words
  const message =
    step === 'wait'
      ? t('held.message')
      : getTranslatedCode(error)
        ? describeFunctionError(error)
        : offline
          ? t('payment.offline')
          : t('payment.cannotStart')

  const backToBill = (
    <Link className={`btn btn--block ${step === 'bill' ? 'btn--primary' : 'btn--secondary'}`} to={billHref} onClick={onBackToBill}>
      {t('payment.backToBill')}
    </Link>
  )
  const callWaiter = (primary: boolean) => (
    <button type="button" className={`btn btn--block ${primary ? 'btn--primary' : 'btn--secondary'}`} onClick={onCallWaiter}>
      <BellIcon size={18} />
      {t('held.callWaiter')}
    </button>
  )

  return (
    <section className={`card ${styles.card}`} role="alert" aria-labelledby="checkout-unavailable-message">
      <span className={`round-icon round-icon--muted ${styles.icon}`} aria-hidden="true">
        {step === 'wait' ? <ClockIcon size={28} /> : <AlertIcon size={28} />}
      </span>
      <p id="checkout-unavailable-message" className={styles.message}>
        {message}
      </p>
      {step === 'wait' ? <p className={styles.hint}>{t('payment.waitHint')}</p> : null}
      <div className={styles.actions}>
        {step === 'retry' ? (
          <button type="button" className="btn btn--primary btn--block" onClick={onRetry}>
            <RefreshIcon size={18} />
            {t('payment.retry')}
          </button>
        ) : null}
        {step === 'wait' || step === 'waiter' ? callWaiter(step === 'waiter') : null}
        {backToBill}
      </div>
    </section>
  )
}
