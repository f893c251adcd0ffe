import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { ToggleSwitch } from '@/components/ui/toggle-switch'
import type { MenuCategory } from '@/lib/format/menu-groups'
import type { ItemRecord } from '@/lib/api/pocketbase-types'
import styles from './menu.module.css'

interface MenuCategorySectionProps {
  category: MenuCategory<ItemRecord>
  index: number
  count: number
  currency: string
  busy: boolean
  onMoveCategory: (delta: -1 | 1) => void
  onMoveItem: (itemIndex: number, delta: -1 | 1) => void
  onToggleAvailable: (item: ItemRecord) => void
  onEdit: (item: ItemRecord) => void
}

/** One category of the menu: its items in order, each with its price, availability and moves. */
export function MenuCategorySection({ category, index, count, currency, busy, onMoveCategory, onMoveItem, onToggleAvailable, onEdit }: MenuCategorySectionProps) {
  const { t } = useTranslation('office')
  const title = category.name || t('catalogue.noCategory')
  const headingId = `menu-category-${index}`
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <header className={styles.categoryHeader}>
        <h2 id={headingId} className={styles.categoryTitle}>
          {title} <span className={styles.count}>({category.items.length})</span>
        </h2>
        <div className={styles.moves}>
          <button type="button" className="btn btn--secondary btn--small" disabled={busy || index === 0} aria-label={t('catalogue.moveCategoryUp', { category: title })} onClick={() => onMoveCategory(-1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className="btn btn--secondary btn--small" disabled={busy || index === count - 1} aria-label={t('catalogue.moveCategoryDown', { category: title })} onClick={() => onMoveCategory(1)}>
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </header>
      <ul className={styles.items}>
        {category.items.map((item, itemIndex) => (
          <li key={item.id} className={item.available ? styles.item : `${styles.item} ${styles.soldOut}`}>
            <div className={styles.itemText}>
              <span className={styles.itemName}>{item.name}</span>
              {item.description ? <span className={styles.muted}>{item.description}</span> : null}
            </div>
            <Money amount={item.price} currency={currency} className={styles.price} />
            <div className={styles.availability}>
              <ToggleSwitch
                label={item.available ? t('catalogue.available') : t('catalogue.soldOut')}
                labelSuffix={item.name}
                checked={item.available}
                disabled={busy}
                onChange={() => onToggleAvailable(item)}
              />
            </div>
            <div className={styles.itemActions}>
              <button type="button" className="btn btn--secondary btn--small" disabled={busy || itemIndex === 0} aria-label={t('catalogue.moveItemUp', { name: item.name })} onClick={() => onMoveItem(itemIndex, -1)}>
                <span aria-hidden="true">↑</span>
              </button>
              <button type="button" className="btn btn--secondary btn--small" disabled={busy || itemIndex === category.items.length - 1} aria-label={t('catalogue.moveItemDown', { name: item.name })} onClick={() => onMoveItem(itemIndex, 1)}>
                <span aria-hidden="true">↓</span>
              </button>
              <button type="button" className="btn btn--secondary btn--small" aria-label={t('catalogue.editItem', { name: item.name })} onClick={() => onEdit(item)}>
                {t('catalogue.edit')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
