import { useTranslation } from 'react-i18next'
import { BellIcon } from '@/components/ui/diner-icons'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import styles from './call-waiter-sheet.module.css'

interface CallWaiterSheetProps {
  open: boolean
  onClose: () => void
  /** Resolves when the request succeeded; rejects (already toasted) when it failed. */
  onConfirm: () => Promise<unknown>
  isSending: boolean
  tableName: string
}

/** "Call a waiter?" with cancel and confirm; closes once the request has gone through. */
export function CallWaiterSheet({ open, onClose, onConfirm, isSending, tableName }: CallWaiterSheetProps) {
  const { t } = useTranslation('diner')
  return (
    <ConfirmSheet
      open={open}
      onClose={onClose}
      title={t('waiter.title')}
      icon={<BellIcon size={30} />}
      description={t('waiter.description', { table: tableName })}
      cancelLabel={t('waiter.cancel')}
      confirmLabel={t('waiter.confirm')}
      pendingLabel={t('waiter.sending')}
      isPending={isSending}
      onConfirm={() => {
        onConfirm().then(onClose, () => {
          // the failure toast says what went wrong; the sheet stays so the diner can retry
        })
      }}
    />
  )
}

interface CallWaiterButtonProps {
  onClick: () => void
  variant?: 'icon' | 'block'
}

/** The bell at the top right of the bill, or a full-width button on the result screens. */
export function CallWaiterButton({ onClick, variant = 'icon' }: CallWaiterButtonProps) {
  const { t } = useTranslation('diner')
  if (variant === 'block') {
    return (
      <button type="button" className="btn btn--secondary btn--block" onClick={onClick}>
        <BellIcon size={18} />
        {t('waiter.call')}
      </button>
    )
  }
  return (
    <button type="button" className={styles.bell} onClick={onClick}>
      <BellIcon size={20} />
      <span className={styles.bellLabel}>{t('waiter.call')}</span>
    </button>
  )
}
