import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './sheet.module.css'

interface SheetProps {
  open: boolean
  onClose: () => void
  title: string
  /** Decorative picture above the title. */
  icon?: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons along the bottom edge (cancel / confirm). */
  actions?: ReactNode
}

/**
 * A bottom sheet on the native modal <dialog>: the browser traps focus, closes it on Escape and
 * puts it in the top layer, so it works with screen readers without a focus-trap library.
 */
export function Sheet({ open, onClose, title, icon, description, children, actions }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside the panel) closes the sheet.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <span className={styles.handle} aria-hidden="true" />
          {icon ? (
            <div className={`round-icon round-icon--brand ${styles.icon}`} aria-hidden="true">
              {icon}
            </div>
          ) : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  )
}
