import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { useRestaurants } from '@/features/restaurant/api'
import { CreateRestaurantScreen } from '@/features/setup/components/create-restaurant-screen'
import { useAdminContext } from './admin-context'
import { useRestaurantCreated } from './use-restaurant-created'

/**
 * A screen's page when there is no restaurant to show: still loading, could not load, or none
 * yet. With none, an administrator creates the company's first one right here; everybody else
 * is told who can (in the screen's area's words).
 */
export function NoRestaurant({ title, area = 'floor' }: { title: string; area?: 'floor' | 'office' }) {
  const { t } = useTranslation(['floor', 'office', 'admin'])
  const { user, userCompany, selectRestaurant } = useAdminContext()
  const restaurants = useRestaurants(userCompany.id)
  const onCreated = useRestaurantCreated(userCompany.id, selectRestaurant)

  if (restaurants.isPending) return <PageSpinner label={t('admin:loadingScreen')} />
  if (restaurants.isError) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError title={t('admin:restaurantSwitcher.loadError')} onRetry={() => void restaurants.refetch()} />
      </>
    )
  }
  if (user.role === 'admin') return <CreateRestaurantScreen companyId={userCompany.id} companyName={userCompany.name} onCreated={onCreated} />
  return (
    <>
      <PageHeader title={title} />
      {area === 'floor' ? (
        <EmptyState title={t('floor:noRestaurant.title')}>{t('floor:noRestaurant.text')}</EmptyState>
      ) : (
        <EmptyState title={t('office:common.noRestaurant')}>{t('office:common.noRestaurantHint')}</EmptyState>
      )}
    </>
  )
}
