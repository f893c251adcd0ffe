import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { LiveIndicator } from '@/components/ui/live-indicator'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { useDashboardToday } from '@/features/dashboard/api'
import { DashboardView } from '@/features/dashboard/components/dashboard-view'
import { useFloorLive } from '@/lib/floor-live'
import { useNow } from '@/lib/use-now'
import { useAdminContext } from './admin-context'

/** /admin/dashboard (managers and administrators): today's figures, live. */
export function DashboardPage() {
  const { t } = useTranslation('floor')
  const { selectedRestaurant } = useAdminContext()
  if (!selectedRestaurant) {
    return (
      <>
        <PageHeader title={t('dashboard.title')} />
        <EmptyState title={t('noRestaurant.title')}>{t('noRestaurant.text')}</EmptyState>
      </>
    )
  }
  return <DashboardScreen key={selectedRestaurant.id} restaurantId={selectedRestaurant.id} />
}

function DashboardScreen({ restaurantId }: { restaurantId: string }) {
  const { t, i18n } = useTranslation('floor')
  const { userCompany } = useAdminContext()
  const live = useFloorLive(restaurantId)
  const today = useDashboardToday(restaurantId)
  const now = useNow()
  const date = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }).format(now)

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description', { date })}
        actions={<LiveIndicator state={live} labels={{ live: t('live.live'), connecting: t('live.connecting'), offline: t('live.offline') }} />}
      />
      {today.isPending ? (
        <PageSpinner label={t('dashboard.loading')} />
      ) : today.isError ? (
        <LoadError title={t('dashboard.loadError')} onRetry={() => void today.refetch()} />
      ) : (
        <DashboardView stats={today.data} currency={userCompany.default_currency || 'EUR'} now={now} />
      )}
    </>
  )
}
