import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlusIcon } from '@/components/ui/floor-icons'
import { SearchIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { formatMoney } from '@/lib/money'
import { useMenuItems } from '../api'
import { groupMenuItems } from '../menu'
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

/** The menu, searchable and grouped by category; a tap adds one to the order. */
export function MenuPicker({ restaurantId, currency, quantities, busy, onPick }: MenuPickerProps) {
  const { t } = useTranslation('floor')
  const searchId = useId()
  const menu = useMenuItems(restaurantId)
  const [query, setQuery] = useState('')
  const groups = useMemo(() => groupMenuItems(menu.data ?? [], query), [menu.data, query])

  if (menu.isPending) return <Spinner label={t('order.menu.loading')} />
  if (menu.isError) return <p className="alert">{t('order.menu.error')}</p>

  return (
    <div className={styles.menu}>
      <label className={styles.search} htmlFor={searchId}>
        <span className="visually-hidden">{t('order.menu.search')}</span>
        <SearchIcon className={styles.searchIcon} size={18} />
        <input
          id={searchId}
          className={`input ${styles.searchInput}`}
          type="search"
          value={query}
          placeholder={t('order.menu.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {groups.length === 0 ? <p className={styles.emptyLines}>{t('order.menu.noResults')}</p> : null}
      {groups.map((group) => (
        <section key={group.category} className={styles.menuGroup} aria-label={group.category || t('order.menu.other')}>
          <h3 className={styles.menuCategory}>{group.category || t('order.menu.other')}</h3>
          <ul className={styles.menuItems}>
            {group.items.map((item) => {
              const inOrder = quantities.get(item.id) ?? 0
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.menuItem}
                    onClick={() => onPick(item)}
                    disabled={busy}
                    aria-label={t('order.menu.add', { name: item.name })}
                  >
                    <span className={styles.menuItemName}>{item.name}</span>
                    <span className={styles.menuItemPrice}>{formatMoney(item.price, currency)}</span>
                    {inOrder > 0 ? (
                      <span className={styles.menuItemCount} aria-hidden="true">
                        ×{inOrder}
                      </span>
                    ) : null}
                    <span className={styles.menuItemAdd} aria-hidden="true">
                      <PlusIcon size={18} />
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
