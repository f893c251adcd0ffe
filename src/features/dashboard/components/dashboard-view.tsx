import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/domain/money'
import { formatTipShare, type DashboardStats, type RatingSummary } from '../stats'
import { ActivityList } from './activity-list'
import { RevenueChart } from './revenue-chart'
import { StatCard } from './stat-card'
import styles from './dashboard.module.css'

interface DashboardViewProps {
  stats: DashboardStats
  currency: string
  now: Date
}

/** Today at a glance: covers, revenue, tips, open tables, ratings, revenue by hour, latest activity. */
export function DashboardView({ stats, currency, now }: DashboardViewProps) {
  const { t, i18n } = useTranslation('floor')
  const rating = (summary: RatingSummary) =>
    summary.average === null
      ? '—'
      : `${new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(summary.average)} ★`
  return (
    <>
      <div className={styles.stats}>
        <StatCard label={t('dashboard.covers')} value={stats.covers} hint={t('dashboard.ordersToday', { count: stats.orders })} />
        <StatCard
          label={t('dashboard.revenue')}
          value={formatMoney(stats.revenue, currency)}
          hint={t('dashboard.paymentsToday', { count: stats.payments })}
        />
        <StatCard
          label={t('dashboard.tips')}
          value={formatMoney(stats.tips, currency)}
          hint={t('dashboard.tipShare', { share: formatTipShare(stats.tips, stats.revenue, i18n.language) })}
        />
        <StatCard
          label={t('dashboard.openTables')}
          value={stats.openTables}
          hint={t('dashboard.ofTables', { count: stats.totalTables })}
        />
        <StatCard label={t('dashboard.foodRating')} value={rating(stats.food)} hint={t('dashboard.reviews', { count: stats.food.count })} />
        <StatCard
          label={t('dashboard.serviceRating')}
          value={rating(stats.service)}
          hint={t('dashboard.reviews', { count: stats.service.count })}
        />
      </div>
      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="revenue-by-hour">
          <h2 id="revenue-by-hour" className={styles.panelTitle}>
            {t('dashboard.chart.title')}
          </h2>
          <RevenueChart byHour={stats.revenueByHour} currency={currency} currentHour={now.getHours()} />
        </section>
        <section className={styles.panel} aria-labelledby="recent-activity">
          <h2 id="recent-activity" className={styles.panelTitle}>
            {t('dashboard.activity.title')}
          </h2>
          <ActivityList entries={stats.activity} currency={currency} now={now} />
        </section>
      </div>
    </>
  )
}
