import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDownIcon, WarningIcon } from '@/components/ui/floor-icons'
import { usePosSync } from '../api'
import { canRetry, isWorthTelling } from '../unsynced'
import { PosUnsyncedList } from './pos-unsynced-list'
import styles from './pos-sync.module.css'

/**
 * On the floor: "2 payments not in the POS yet", opening to the payments with "Retry". Nothing
 * at all while the POS has every payment (or the list cannot be read: the floor matters more).
 */
export function PosUnsyncedAlert({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  const { unsynced, retry } = usePosSync(restaurantId)
  const [open, setOpen] = useState(false)
  const listId = useId()
  const payments = (unsynced.data ?? []).filter((payment) => isWorthTelling(payment))
  // all in the POS again: the next problem, maybe hours later, is told compact like the first
  if (open && payments.length === 0) setOpen(false)
  if (payments.length === 0) return null

  return (
    <section className={styles.alert} aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className={styles.alertTitle}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <WarningIcon size={20} className={styles.warningIcon} />
          <span className={styles.toggleText}>{t('posSync.alert.title', { count: payments.length })}</span>
          <ChevronDownIcon size={20} className={styles.chevron} />
        </button>
      </h2>
      {open ? (
        <div className={styles.alertBody}>
          {/* what Conto does and what Retry does: nothing to say when the till refused them all */}
          {payments.some(canRetry) ? <p className={styles.hint}>{t('posSync.alert.hint', { count: payments.length })}</p> : null}
          <PosUnsyncedList id={listId} payments={payments} retry={retry} linkToOrder />
        </div>
      ) : null}
    </section>
  )
}
