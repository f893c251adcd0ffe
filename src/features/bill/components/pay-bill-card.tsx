import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon, CheckIcon, LockIcon, ReceiptIcon } from '@/components/ui/icons'
import type { BillSummary } from '@/features/bill/amounts'
import { formatMoney } from '@/lib/money'
import styles from './pay-bill-card.module.css'

interface PayBillCardProps {
  summary: BillSummary
  billHref: string
}

/** The main call to action of the diner home: pay what is left on the bill. */
export function PayBillCard({ summary, billHref }: PayBillCardProps) {
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

  const amount = formatMoney(summary.amountLeft, summary.currency)
  const paidShare = summary.totalAmount > 0 ? summary.paidAmount / summary.totalAmount : 0
  return (
    <div className={styles.card}>
      {summary.paidAmount > 0 ? (
        <div className={styles.progress}>
          <p>
            {t('home.alreadyPaid', {
              paid: formatMoney(summary.paidAmount, summary.currency),
              total: formatMoney(summary.totalAmount, summary.currency),
            })}
          </p>
          <div className={styles.track} aria-hidden="true">
            <div className={styles.bar} style={{ width: `${Math.round(paidShare * 100)}%` }} />
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
