import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PlusIcon } from '@/components/ui/floor-icons'
import { CheckIcon } from '@/components/ui/icons'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import styles from './restaurant-switcher.module.css'

interface RestaurantSwitcherProps {
  restaurants: RestaurantRecord[]
  selectedId: string | undefined
  onSelect: (restaurantId: string) => void
  /** Administrators only: opens the new-restaurant form. */
  onCreate?: () => void
}

/**
 * Picks which of the company's restaurants the admin screens show; administrators also add one
 * from here. A disclosure (a button and a list of buttons): Tab and the arrow keys move through
 * it, Escape closes it and gives the focus back to the button.
 */
export function RestaurantSwitcher({ restaurants, selectedId, onSelect, onCreate }: RestaurantSwitcherProps) {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const selected = restaurants.find((restaurant) => restaurant.id === selectedId) ?? restaurants[0]

  useEffect(() => {
    if (!open) return
    // start on the current restaurant, so Enter keeps it and the arrows go from there
    const current = rootRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')
    ;(current ?? rootRef.current?.querySelector<HTMLButtonElement>(`.${styles.option}`))?.focus()
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutside)
    return () => document.removeEventListener('pointerdown', closeOnOutside)
  }, [open])

  // with none yet, an administrator creates the first one on the screen itself
  if (restaurants.length === 0) return <span className={styles.empty}>{t('restaurantSwitcher.empty')}</span>
  if (restaurants.length === 1 && !onCreate) return <span className={styles.single}>{selected?.name}</span>

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      close(true)
      return
    }
    if (!open || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return
    const options = [...(rootRef.current?.querySelectorAll<HTMLButtonElement>(`.${styles.option}`) ?? [])]
    if (options.length === 0) return
    event.preventDefault()
    const at = options.indexOf(document.activeElement as HTMLButtonElement)
    const last = options.length - 1
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowDown' ? (at + 1) % options.length : at <= 0 ? last : at - 1
    options[next]?.focus()
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab past the last entry closes the list
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t('restaurantSwitcher.label')}: </span>
        <span className={styles.triggerName}>{selected?.name}</span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div id={listId} className={styles.popover} hidden={!open}>
        <p className={styles.heading} id={`${listId}-heading`}>
          {t('restaurantSwitcher.heading')}
        </p>
        <ul className={styles.list} aria-labelledby={`${listId}-heading`}>
          {restaurants.map((restaurant) => {
            const current = restaurant.id === selected?.id
            return (
              <li key={restaurant.id}>
                <button
                  type="button"
                  className={styles.option}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    onSelect(restaurant.id)
                    close(true)
                  }}
                >
                  <span className={styles.optionName}>{restaurant.name}</span>
                  {restaurant.active ? null : <span className={styles.inactive}>{t('restaurantSwitcher.inactive')}</span>}
                  {current ? <CheckIcon size={18} className={styles.check} /> : null}
                </button>
              </li>
            )
          })}
        </ul>
        {onCreate ? <div className={styles.separator} role="presentation" /> : null}
        {onCreate ? (
          <button
            type="button"
            className={`${styles.option} ${styles.create}`}
            onClick={() => {
              // the button keeps the focus, so closing the form gives it back here
              close(true)
              onCreate()
            }}
          >
            <PlusIcon size={18} />
            {t('restaurantSwitcher.create')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
