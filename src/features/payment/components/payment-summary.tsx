import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import type { CheckoutAmounts } from '@/features/payment/api'
import styles from './payment-summary.module.css'

interface PaymentSummaryProps {
  amounts: CheckoutAmounts | undefined
  /** What the payment covers, above the amounts (the chosen items of a by-items split). */
  children?: ReactNode
}

/** Subtotal, tips, tax (included in the prices) and total, as the server will charge them. */
export function PaymentSummary({ amounts, children }: PaymentSummaryProps) {
  const { t } = useTranslation('diner')
  if (!amounts) {
    return (
      <div className={`card ${styles.summary}`} aria-busy="true">
        {children}
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={`skeleton ${styles.skeletonLine}`} />
        ))}
      </div>
    )
  }
  const { currency } = amounts
  return (
    <div className={`card ${styles.summary}`}>
      {children}
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('payment.subtotal')}</dt>
          <dd>
            <Money amount={amounts.base} currency={currency} />
          </dd>
        </div>
        <div className={styles.line}>
          <dt>{t('payment.tips')}</dt>
          <dd>
            <Money amount={amounts.tip} currency={currency} />
          </dd>
        </div>
        <div className={styles.line}>
          <dt>{t('payment.tax')}</dt>
          <dd>{t('payment.taxIncluded')}</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{t('payment.total')}</dt>
          <dd>
            <Money amount={amounts.total} currency={currency} />
          </dd>
        </div>
      </dl>
    </div>
  )
}
