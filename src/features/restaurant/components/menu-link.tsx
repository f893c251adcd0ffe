import { useTranslation } from 'react-i18next'
import { MenuBookIcon } from '@/components/ui/icons'
import type { DinerRestaurant } from '@/features/restaurant/media'

/** 'View menu': the uploaded PDF if there is one, otherwise the restaurant's menu link. */
export function MenuLink({ restaurant }: { restaurant: DinerRestaurant }) {
  const { t } = useTranslation('diner')
  const { menuUrl } = restaurant.media
  if (!menuUrl) return null
  return (
    <a className="btn btn--secondary btn--block" href={menuUrl} target="_blank" rel="noopener noreferrer">
      <MenuBookIcon />
      {t('home.viewMenu')}
    </a>
  )
}
