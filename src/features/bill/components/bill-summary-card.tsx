import { useTranslation } from 'react-i18next'
import { CheckIcon } from '@/components/ui/icons'
import { Money } from '@/components/ui/money'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { BillSummary } from '@/features/bill/amounts'
import { formatMoney } from '@/domain/money'
import styles from './bill-summary-card.module.css'

/** Left to pay, the original total struck through once anything is paid, and a paid-share bar. */
export function BillSummaryCard({ summary }: { summary: BillSummary }) {
  const { t } = useTranslation('diner')
  const { totalAmount, paidAmount, heldAmount, amountLeft, currency } = summary
  const paidShare = totalAmount > 0 ? paidAmount / totalAmount : 0
  const heldShare = totalAmount > 0 ? heldAmount / totalAmount : 0
  const anythingPaid = paidAmount > 0 || heldAmount > 0
  const money = (amount: number) => formatMoney(amount, currency)
  const progressText =
    heldAmount > 0
      ? t('bill.paidAndHeld', { paid: money(paidAmount), held: money(heldAmount), total: money(totalAmount) })
      : t('bill.paidOf', { paid: money(paidAmount), total: money(totalAmount) })

  if (summary.state === 'paid') {
    return (
      <section className={`card ${styles.card} ${styles.paid}`} role="status">
        <span className={styles.paidIcon} aria-hidden="true">
          <CheckIcon size={26} />
        </span>
        <div>
          <p className={styles.paidTitle}>{t('bill.allPaid')}</p>
          <p className={styles.caption}>
            {t('bill.paidOf', { paid: formatMoney(paidAmount, currency), total: formatMoney(totalAmount, currency) })}
          </p>
        </div>
        <div className={styles.paidBar}>
          <ProgressBar value={1} label={t('bill.paidShare')} valueText={t('bill.paidOf', { paid: formatMoney(paidAmount, currency), total: formatMoney(totalAmount, currency) })} />
        </div>
      </section>
    )
  }

  return (
    <section className={`card ${styles.card}`} aria-labelledby="bill-left-label">
      <div className={styles.top}>
        <p id="bill-left-label" className={styles.label}>
          {t('bill.leftToPay')}
        </p>
        <p className={styles.amounts}>
          <Money className={styles.left} amount={amountLeft} currency={currency} />
          {anythingPaid ? (
            <s className={styles.original}>
              <span className="visually-hidden">{t('bill.originalTotal')}: </span>
              <Money amount={totalAmount} currency={currency} />
            </s>
          ) : null}
        </p>
      </div>
      <ProgressBar value={paidShare} pending={heldShare} label={t('bill.paidShare')} valueText={progressText} />
      <p className={styles.caption}>{paidAmount > 0 ? t('bill.paidOf', { paid: money(paidAmount), total: money(totalAmount) }) : t('bill.nothingPaid')}</p>
      {/* others at the table paying right now: announced as it appears or changes, without names */}
      <p className={styles.held} aria-live="polite">
        {heldAmount > 0 ? (
          <>
            <span className={styles.heldSwatch} aria-hidden="true" />
            <span>
              {t('bill.beingPaid')}: <Money amount={heldAmount} currency={currency} />
            </span>
          </>
        ) : null}
      </p>
    </section>
  )
}
