import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { ReviewsScreen } from '@/features/reviews-admin/components/reviews-screen'
import { useAdminContext } from './admin-context'

/** /admin/statistics: statistics and reviews of the selected restaurant. */
export function StatisticsPage() {
  const { t } = useTranslation('office')
  const { selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) {
    return (
      <>
        <PageHeader title={t('reviews.title')} />
        <EmptyState title={t('common.noRestaurant')}>{t('common.noRestaurantHint')}</EmptyState>
      </>
    )
  }
  return <ReviewsScreen key={selectedRestaurant.id} restaurant={selectedRestaurant} />
}
