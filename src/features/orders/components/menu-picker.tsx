import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlusIcon } from '@/components/ui/floor-icons'
import { SearchIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { groupMenu, searchMenu } from '@/lib/format/menu-groups'
import { formatMoney } from '@/domain/money'
import { useMenuItems } from '../api'
import type { MenuItemRecord } from '../types'
import styles from './order-panel.module.css'

interface MenuPickerProps {
  restaurantId: string
  currency: string
  /** How many of each menu item the order already has. */
  quantities: Map<string, number>
  busy: boolean
  onPick: (item: MenuItemRecord) => void
}

/**
 * The menu in the catalogue's order (/admin/menu), searchable, with a chip per category to jump
 * to; a tap adds one to the order. Sold-out items stay in their place, greyed and not pickable.
 */
export function MenuPicker({ restaurantId, currency, quantities, busy, onPick }: MenuPickerProps) {
  const { t } = useTranslation('floor')
  const baseId = useId()
  const menu = useMenuItems(restaurantId)
  const [query, setQuery] = useState('')
  const catalogue = useMemo(() => groupMenu(menu.data ?? []), [menu.data])
  const groups = useMemo(() => searchMenu(catalogue, query), [catalogue, query])

  if (menu.isPending) return <Spinner label={t('order.menu.loading')} />
  if (menu.isError) return <p className="alert">{t('order.menu.error')}</p>

  const categoryId = (index: number) => `${baseId}-category-${index}`
  const title = (name: string) => name || t('order.menu.noCategory')
  const jumpTo = (index: number) => {
    const heading = document.getElementById(categoryId(index))
    if (!heading) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' })
    // keyboard and screen-reader users carry on from the category they chose
    heading.focus({ preventScroll: true })
  }

  return (
    <div className={styles.menu}>
      <label className={styles.search} htmlFor={`${baseId}-search`}>
        <span className="visually-hidden">{t('order.menu.search')}</span>
        <SearchIcon className={styles.searchIcon} size={18} />
        <input
          id={`${baseId}-search`}
          className={`input ${styles.searchInput}`}
          type="search"
          value={query}
          placeholder={t('order.menu.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {groups.length > 1 ? (
        <nav className={styles.menuChips} aria-label={t('order.menu.categories')}>
          {groups.map((group, index) => (
            <button key={group.name} type="button" className={styles.menuChip} onClick={() => jumpTo(index)}>
              {title(group.name)}
            </button>
          ))}
        </nav>
      ) : null}
      {groups.length === 0 ? <p className={styles.emptyLines}>{t('order.menu.noResults')}</p> : null}
      {groups.map((group, index) => (
        <section key={group.name} className={styles.menuGroup} aria-labelledby={categoryId(index)}>
          <h3 id={categoryId(index)} className={styles.menuCategory} tabIndex={-1}>
            {title(group.name)}
          </h3>
          <ul className={styles.menuItems}>
            {group.items.map((item) => (
              <MenuPickerItem key={item.id} item={item} currency={currency} inOrder={quantities.get(item.id) ?? 0} busy={busy} onPick={onPick} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

interface MenuPickerItemProps {
  item: MenuItemRecord
  currency: string
  inOrder: number
  busy: boolean
  onPick: (item: MenuItemRecord) => void
}

/** One menu item: a button that adds one, or, sold out, a disabled one that says why. */
function MenuPickerItem({ item, currency, inOrder, busy, onPick }: MenuPickerItemProps) {
  const { t } = useTranslation('floor')
  const reasonId = useId()
  const soldOut = !item.available
  return (
    <li>
      <button
        type="button"
        className={soldOut ? `${styles.menuItem} ${styles.menuItemSoldOut}` : styles.menuItem}
        onClick={() => onPick(item)}
        disabled={busy || soldOut}
        aria-describedby={soldOut ? reasonId : undefined}
      >
        {/* the name read aloud is the visible text with the action first: "Aggiungi Margherita 8,00 €" */}
        <span className="visually-hidden">{t('order.menu.add')}</span>{' '}
        <span className={styles.menuItemName}>{item.name}</span>
        <span className={styles.menuItemPrice}>{formatMoney(item.price, currency)}</span>
        {inOrder > 0 ? (
          <span className={styles.menuItemCount} aria-hidden="true">
            ×{inOrder}
          </span>
        ) : null}
        {soldOut ? (
          <span id={reasonId} className={styles.menuItemReason}>
            {t('order.menu.soldOut')}
          </span>
        ) : (
          <span className={styles.menuItemAdd} aria-hidden="true">
            <PlusIcon size={18} />
          </span>
        )}
      </button>
    </li>
  )
}
