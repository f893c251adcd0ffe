import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import { pb } from '@/lib/api/pocketbase'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { MediaUpload } from './media-upload'
import { FiscalSettings } from './fiscal-settings'
import { MenuSettings } from './menu-settings'
import { RestaurantDetailsForm } from './restaurant-details-form'
import { TipSettings } from './tip-settings'
import styles from './restaurant-settings.module.css'

interface RestaurantSettingsScreenProps {
  restaurant: RestaurantRecord
  /** Puts the saved restaurant everywhere the admin area shows it (switcher, other screens). */
  onSaved: (restaurant: RestaurantRecord) => void
  /** The POS sections (keys, webhooks, till), for admins only (other features': the route composes them in). */
  pos?: ReactNode
}

/** /admin/restaurant: the selected restaurant's details, visibility, images, menu, receipts' VAT and (admins) POS keys, webhooks and Lightspeed till. */
export function RestaurantSettingsScreen({ restaurant, onSaved, pos }: RestaurantSettingsScreenProps) {
  const { t } = useTranslation('office')
  return (
    <div className={styles.screen}>
      <PageHeader title={t('restaurant.title')} description={t('restaurant.subtitle', { name: restaurant.name })} />
      <div className={styles.columns}>
        <RestaurantDetailsForm key={restaurant.id} restaurant={restaurant} onSaved={onSaved} />
        <div className={styles.side}>
          <MediaUpload kind="logo" restaurant={restaurant} currentUrl={pb.files.getURL(restaurant, restaurant.logo, { thumb: '200x200' })} onSaved={onSaved} />
          <MediaUpload kind="background" restaurant={restaurant} currentUrl={pb.files.getURL(restaurant, restaurant.background, { thumb: '540x960' })} onSaved={onSaved} />
          <MenuSettings key={`menu-${restaurant.id}`} restaurant={restaurant} onSaved={onSaved} />
          <TipSettings key={`tips-${restaurant.id}`} restaurant={restaurant} onSaved={onSaved} />
          <FiscalSettings key={`fiscal-${restaurant.id}`} restaurant={restaurant} onSaved={onSaved} />
          {/* last, in reading and focus order alike: the sections managers do not have */}
          {pos}
        </div>
      </div>
    </div>
  )
}
