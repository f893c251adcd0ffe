import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/ui/load-error'
import { LiveIndicator } from '@/components/ui/live-indicator'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { formatDate } from '@/lib/time/date-format'
import { useFloorLive } from '@/lib/live/floor-live'
import { useNow } from '@/lib/time/use-now'
import { useDashboardToday } from '../api'
import { DashboardView } from './dashboard-view'
import { CertifyingStoppedNotice } from './certifying-stopped-notice'
import { FiscalStuckNotice } from './fiscal-stuck-notice'

interface DashboardScreenProps {
  restaurantId: string
  currency: string
  /** The restaurant's payments get a documento now: Conto's Cassa prints them, or its POS does. */
  certifies: boolean
  /** Shown above the figures (the setup guide of a restaurant not ready yet). */
  guide?: ReactNode
  /** The printer's days compared since `since` (the Cassa's notice, composed by the route). */
  fiscalDays?: (since: string) => ReactNode
}

/** Today's figures of one restaurant, live, in the company's currency. */
export function DashboardScreen({ restaurantId, currency, certifies, guide, fiscalDays }: DashboardScreenProps) {
  const { t, i18n } = useTranslation('floor')
  const live = useFloorLive(restaurantId)
  const today = useDashboardToday(restaurantId)
  const now = useNow()
  const date = formatDate(now, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })
  // the printer's days compared in the last week (from midnight, so the query changes once a day)
  const lastWeek = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7).toISOString()

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description', { date })}
        actions={<LiveIndicator state={live} labels={{ live: t('live.live'), connecting: t('live.connecting'), offline: t('live.offline') }} />}
      />
      <CertifyingStoppedNotice restaurantId={restaurantId} certifies={certifies} />
      <FiscalStuckNotice restaurantId={restaurantId} />
      {fiscalDays?.(lastWeek)}
      {guide}
      {today.isPending ? (
        <PageSpinner label={t('dashboard.loading')} />
      ) : today.isError ? (
        <LoadError title={t('dashboard.loadError')} onRetry={() => void today.refetch()} />
      ) : (
        <DashboardView stats={today.data} currency={currency} now={now} />
      )}
    </>
  )
}
