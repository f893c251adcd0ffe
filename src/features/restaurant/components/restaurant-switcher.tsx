import { useTranslation } from 'react-i18next'
import type { RestaurantRecord } from '@/lib/pocketbase-types'
import styles from './restaurant-switcher.module.css'

interface RestaurantSwitcherProps {
  restaurants: RestaurantRecord[]
  selectedId: string | undefined
  onSelect: (restaurantId: string) => void
}

/** Picks which of the company's restaurants the admin screens show. */
export function RestaurantSwitcher({ restaurants, selectedId, onSelect }: RestaurantSwitcherProps) {
  const { t } = useTranslation('admin')
  if (restaurants.length === 0) return <span className={styles.empty}>{t('restaurantSwitcher.empty')}</span>
  if (restaurants.length === 1) return <span className={styles.single}>{restaurants[0]?.name}</span>
  return (
    <label className={styles.root}>
      <span className="visually-hidden">{t('restaurantSwitcher.label')}</span>
      <select className={styles.select} value={selectedId ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {restaurants.map((restaurant) => (
          <option key={restaurant.id} value={restaurant.id}>
            {restaurant.name}
          </option>
        ))}
      </select>
    </label>
  )
}
