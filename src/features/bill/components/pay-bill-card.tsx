import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon, CheckIcon, LockIcon, ReceiptIcon } from '@/components/ui/icons'
import type { BillSummary } from '@/features/bill/amounts'
import { BillHeldNotice } from './bill-held-notice'
import { formatMoney } from '@/domain/money'
import styles from './pay-bill-card.module.css'

interface PayBillCardProps {
  summary: BillSummary
  billHref: string
  /** Opens the call-waiter sheet (offered while everything left is being paid). */
  onCallWaiter: () => void
}

/** The main call to action of the diner home: pay what is left on the bill. */
export function PayBillCard({ summary, billHref, onCallWaiter }: PayBillCardProps) {
  const { t } = useTranslation('diner')

  if (summary.state === 'none') {
    return (
      <div className={styles.notice} role="status">
        <ReceiptIcon size={28} />
        <div>
          <p className={styles.noticeTitle}>{t('home.noOpenBill')}</p>
          <p className={styles.noticeText}>{t('home.noOpenBillHint')}</p>
        </div>
      </div>
    )
  }

  if (summary.state === 'paid') {
    return (
      <div className={`${styles.notice} ${styles.paid}`} role="status">
        <CheckIcon size={28} />
        <p className={styles.noticeTitle}>{t('home.billPaid')}</p>
      </div>
    )
  }

  if (summary.state === 'held') {
    return (
      <BillHeldNotice onCallWaiter={onCallWaiter}>
        <Link className="btn btn--primary btn--block" to={billHref}>
          {t('home.viewBill')}
        </Link>
      </BillHeldNotice>
    )
  }

  const amount = formatMoney(summary.amountLeft, summary.currency)
  const paidShare = summary.totalAmount > 0 ? summary.paidAmount / summary.totalAmount : 0
  const heldShare = summary.totalAmount > 0 ? summary.heldAmount / summary.totalAmount : 0
  return (
    <div className={styles.card}>
      {summary.paidAmount > 0 || summary.heldAmount > 0 ? (
        <div className={styles.progress}>
          {summary.paidAmount > 0 ? (
            <p>
              {t('home.alreadyPaid', {
                paid: formatMoney(summary.paidAmount, summary.currency),
                total: formatMoney(summary.totalAmount, summary.currency),
              })}
            </p>
          ) : null}
          {summary.heldAmount > 0 ? <p>{t('home.beingPaid', { held: formatMoney(summary.heldAmount, summary.currency) })}</p> : null}
          <div className={styles.track} aria-hidden="true">
            <div className={styles.bar} style={{ width: `${Math.round(paidShare * 100)}%` }} />
            {heldShare > 0 ? <div className={styles.held} style={{ width: `${Math.round(heldShare * 100)}%` }} /> : null}
          </div>
        </div>
      ) : null}
      <Link className={styles.payButton} to={billHref}>
        <span className={styles.payText}>
          <span className={styles.payLabel}>{t('home.payBill')}</span>
          <span className={styles.payAmount}>
            <span className="visually-hidden">{t('home.amountLeft')}: </span>
            {amount}
          </span>
        </span>
        <span className={styles.payArrow}>
          <ArrowRightIcon size={22} />
        </span>
      </Link>
      <p className={styles.secure}>
        <LockIcon size={14} className={styles.secureIcon} /> {t('home.securePayment')}
      </p>
    </div>
  )
}
