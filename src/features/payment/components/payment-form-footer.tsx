import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LockIcon } from '@/components/ui/icons'
import { Money } from '@/components/ui/money'
import styles from './checkout-form.module.css'
import { LotteryCodeField, type LotteryCodeState } from './lottery-code-field'

/** The receipt e-mail and its error, as both payment forms (Stripe's and the test one) keep them. */
export function useReceiptEmail() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  return {
    email,
    error,
    change: (value: string) => {
      setEmail(value)
      setError(undefined)
    },
    /** Shows why the address was refused and puts the cursor back in it. */
    reject: (message: string) => {
      setError(message)
      document.getElementById('receipt-email')?.focus()
    },
  }
}

interface PaymentFormFooterProps {
  receipt: ReturnType<typeof useReceiptEmail>
  /** The optional codice lotteria, shown where the restaurant prints a documento per payment. */
  lottery: LotteryCodeState
  /** The last failure, kept beside the button after its toast has gone. */
  payError: string | undefined
  /** Minor units, shown on the pay button. */
  total: number
  currency: string
  processing: boolean
  disabled: boolean
}

/** The end of both payment forms: receipt e-mail, lottery code, the last error and the pay button showing the total. */
export function PaymentFormFooter({ receipt, lottery, payError, total, currency, processing, disabled }: PaymentFormFooterProps) {
  const { t } = useTranslation('diner')
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="receipt-email">
          {t('payment.email')}
        </label>
        <input
          id="receipt-email"
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('payment.emailPlaceholder')}
          value={receipt.email}
          aria-invalid={receipt.error ? true : undefined}
          aria-describedby={receipt.error ? 'receipt-email-error' : 'receipt-email-hint'}
          onChange={(event) => receipt.change(event.target.value)}
        />
        {receipt.error ? (
          <p id="receipt-email-error" className="field__error" role="alert">
            {receipt.error}
          </p>
        ) : (
          <p id="receipt-email-hint" className={styles.hint}>
            {t('payment.emailHint')}
          </p>
        )}
      </div>
      {lottery.offered ? <LotteryCodeField lottery={lottery} /> : null}
      {/* not a live region: the toast already announced it */}
      {payError ? <p className={`alert ${styles.payError}`}>{payError}</p> : null}
      <button type="submit" className={`btn btn--primary btn--block ${styles.pay}`} disabled={disabled} aria-busy={processing}>
        <LockIcon size={18} />
        {processing ? t('payment.processing') : t('payment.pay')} <Money amount={total} currency={currency} />
      </button>
    </>
  )
}
