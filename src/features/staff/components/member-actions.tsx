import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberAction } from '../permissions'
import styles from './staff.module.css'

interface MemberActionsProps {
  memberName: string
  actions: readonly MemberAction[]
  onAction: (action: MemberAction) => void
}

/** The row's actions: the first one as a button, the rest in a small menu. */
export function MemberActions({ memberName, actions, onAction }: MemberActionsProps) {
  const { t } = useTranslation('office')
  const [menuStyle, setMenuStyle] = useState<CSSProperties | null>(null)
  const open = menuStyle !== null
  const setOpen = (value: boolean) => setMenuStyle(value ? placeMenu(moreRef.current) : null)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) setMenuStyle(null)
    }
    // The menu is placed against the window: scrolling would leave it behind, so it closes.
    const dismiss = () => setMenuStyle(null)
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    window.addEventListener('scroll', dismiss, true)
    window.addEventListener('resize', dismiss)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
      window.removeEventListener('scroll', dismiss, true)
      window.removeEventListener('resize', dismiss)
    }
  }, [open])

  if (actions.length === 0) return <span className={styles.muted}>—</span>
  const [first, ...rest] = actions as [MemberAction, ...MemberAction[]]
  const label = (action: MemberAction) => t(`staff.actions.${action}`)

  return (
    <div className={styles.actions} ref={rootRef}>
      <button
        type="button"
        className={styles.actionButton}
        aria-label={`${label(first)} · ${memberName}`}
        onClick={() => onAction(first)}
      >
        {label(first)}
      </button>
      {rest.length > 0 ? (
        <>
          <button
            type="button"
            className={styles.moreButton}
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={t('staff.moreActions', { name: memberName })}
            ref={moreRef}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">⋯</span>
          </button>
          {open ? (
            <ul id={menuId} role="menu" className={styles.menu} style={menuStyle}>
              {rest.map((action) => (
                <li key={action} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    className={action === 'deactivate' ? `${styles.menuItem} ${styles.menuDanger}` : styles.menuItem}
                    onClick={() => {
                      setOpen(false)
                      onAction(action)
                    }}
                  >
                    {label(action)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

const MENU_HEIGHT = 200

/**
 * Fixed against the window (tables scroll sideways, which would clip an absolute menu), under the
 * button, or above it when the window has no room below.
 */
function placeMenu(button: HTMLElement | null): CSSProperties {
  if (!button) return {}
  const rect = button.getBoundingClientRect()
  const right = Math.max(8, window.innerWidth - rect.right)
  return rect.bottom + MENU_HEIGHT > window.innerHeight
    ? { position: 'fixed', bottom: window.innerHeight - rect.top + 6, right, top: 'auto' }
    : { position: 'fixed', top: rect.bottom + 6, right }
}
