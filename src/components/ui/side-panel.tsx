import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { CloseIcon } from './icons'
import styles from './side-panel.module.css'

interface SidePanelProps {
  title: ReactNode
  /** Short line under the title. */
  subtitle?: ReactNode
  closeLabel: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}

/**
 * A modal panel sliding in from the right (full screen on phones), built on <dialog> so focus
 * stays inside, Escape closes it and the page behind is inert. Mount it to open it.
 */
export function SidePanel({ title, subtitle, closeLabel, onClose, children, footer }: SidePanelProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  // a layout effect: its cleanup closes the dialog while it is still in the page, so the browser
  // gives the focus back to what opened it (a passive cleanup runs after the node is gone)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])

  return (
    <dialog
      ref={ref}
      className={styles.panel}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
      onClick={(event) => {
        // a click on the backdrop lands on the dialog element itself
        if (event.target === event.currentTarget) onCloseRef.current()
      }}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          <div className={styles.headings}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
          </div>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </dialog>
  )
}
