import { useTranslation } from 'react-i18next'
import { humaniseAction } from '../log-actions'

const KNOWN = ['card', 'link', 'apple_pay', 'google_pay', 'paypal', 'klarna', 'sepa_debit', 'bancontact', 'ideal', 'satispay', 'test_payment'] as const
type KnownMethod = (typeof KNOWN)[number]

/** A Stripe payment method type in words ('apple_pay' → 'Apple Pay'); unknown ones made readable. */
export function PaymentMethod({ method }: { method: string }) {
  const { t } = useTranslation('office')
  if ((KNOWN as readonly string[]).includes(method)) return <>{t(`paymentMethods.${method as KnownMethod}`)}</>
  return <>{humaniseAction(method)}</>
}
