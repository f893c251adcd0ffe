import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BellIcon, ClockIcon } from '@/components/ui/diner-icons'
import styles from './bill-held-notice.module.css'

interface BillHeldNoticeProps {
  /** Opens the call-waiter sheet. */
  onCallWaiter: () => void
  /** Another way on beside calling a waiter, e.g. a link to the bill. */
  children?: ReactNode
  /** Overrides the "wait here" line. */
  waitText?: string
}

/**
 * Everything left on the bill is being paid by someone else right now: said kindly, with a
 * realistic wait, and a waiter one tap away. The page keeps polling and updates by itself.
 */
export function BillHeldNotice({ onCallWaiter, children, waitText }: BillHeldNoticeProps) {
  const { t } = useTranslation('diner')
  return (
    <section className={`card ${styles.notice}`} role="status" aria-labelledby="bill-held-message">
      <span className={`round-icon ${styles.icon}`} aria-hidden="true">
        <ClockIcon size={26} />
      </span>
      <div className={styles.text}>
        <p id="bill-held-message" className={styles.message}>
          {t('held.message')}
        </p>
        <p className={styles.wait}>{waitText ?? t('held.wait')}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn--secondary btn--block" onClick={onCallWaiter}>
          <BellIcon size={18} />
          {t('held.callWaiter')}
        </button>
        {children}
      </div>
    </section>
  )
}
