import type { ReactNode } from 'react'
import { Sheet } from './sheet'

interface ConfirmSheetProps {
  open: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  icon?: ReactNode
  cancelLabel: string
  confirmLabel: string
  /** Said on the confirm button while the action runs. */
  pendingLabel?: string
  isPending?: boolean
  /** For what cannot be undone (deactivate, release, void): the confirm button is red. */
  danger?: boolean
  onConfirm: () => void
}

/** "Are you sure?" as a bottom sheet: cancel and one confirm button, busy while the action runs. */
export function ConfirmSheet({
  open,
  onClose,
  title,
  description,
  icon,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  isPending = false,
  danger = false,
  onConfirm,
}: ConfirmSheetProps) {
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      icon={icon}
      description={description}
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}
            disabled={isPending}
            aria-busy={isPending}
            onClick={onConfirm}
          >
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    />
  )
}
