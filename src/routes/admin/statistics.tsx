import { useTranslation } from 'react-i18next'
import { ReviewsScreen } from '@/features/reviews-admin/components/reviews-screen'
import { useAdminContext } from './admin-context'
import { NoRestaurant } from './no-restaurant'

/** /admin/statistics: statistics and reviews of the selected restaurant. */
export function StatisticsPage() {
  const { t } = useTranslation('office')
  const { selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) return <NoRestaurant title={t('reviews.title')} area="office" />
  return <ReviewsScreen key={selectedRestaurant.id} restaurant={selectedRestaurant} />
}
