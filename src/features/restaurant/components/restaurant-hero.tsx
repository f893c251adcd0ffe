import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DinerRestaurant } from '@/features/restaurant/media'
import styles from './restaurant-hero.module.css'

interface RestaurantHeroProps {
  restaurant: DinerRestaurant
  /** Rendered over the photo, top of the screen (table chip, staff login). */
  topBar?: ReactNode
}

/** Background photo, logo (or initial), name and description of the restaurant. */
export function RestaurantHero({ restaurant, topBar }: RestaurantHeroProps) {
  const { t } = useTranslation('diner')
  const { logoUrl, backgroundUrl } = restaurant.media
  const initial = Array.from(restaurant.name.trim())[0]?.toUpperCase() ?? '?'

  return (
    <header className={styles.hero}>
      <div className={styles.photo} aria-hidden="true">
        {backgroundUrl ? <img src={backgroundUrl} alt="" fetchPriority="high" decoding="async" /> : null}
      </div>
      {topBar ? <div className={styles.topBar}>{topBar}</div> : null}
      <div className={styles.identity}>
        <div className={styles.logo}>
          {logoUrl ? (
            <img src={logoUrl} alt={t('home.logoAlt', { name: restaurant.name })} width={88} height={88} />
          ) : (
            <span aria-hidden="true">{initial}</span>
          )}
        </div>
        <h1 className={styles.name}>{restaurant.name}</h1>
        <p className={styles.description}>{restaurant.description.trim() || t('home.defaultDescription')}</p>
      </div>
    </header>
  )
}
