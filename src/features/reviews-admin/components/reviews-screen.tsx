import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { ListPager } from '@/components/ui/list-pager'
import { PageHeader } from '@/components/ui/page-header'
import { Spinner } from '@/components/ui/spinner'
import { PAGE_SIZES } from '@/lib/live/paging'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { useAdminReviews, useRatingPoints, useReviewsLive } from '../api'
import type { ReviewFilters } from '../filters'
import { readReviewParams, writeReviewParams, type ReviewListParams } from '../list-params'
import { ReviewAverages } from './review-averages'
import { ReviewFiltersBar } from './review-filters'
import { ReviewTable } from './review-table'
import styles from './reviews.module.css'

/** /admin/statistics: averages over time and the filtered list of a restaurant's reviews. */
export function ReviewsScreen({ restaurant }: { restaurant: RestaurantRecord }) {
  const { t } = useTranslation(['office', 'common'])
  const [search, setSearch] = useSearchParams()
  const params = readReviewParams(search)
  const filters = useMemo<ReviewFilters>(
    () => ({ restaurantId: restaurant.id, rating: params.rating, type: params.type, period: params.period }),
    [restaurant.id, params.rating, params.type, params.period],
  )
  const list = useAdminReviews(filters, params.page, params.perPage)
  const points = useRatingPoints(filters)
  useReviewsLive()
  const update = (next: Partial<ReviewListParams>) => setSearch(writeReviewParams({ ...params, ...next }), { replace: true })

  return (
    <div className={styles.screen}>
      <PageHeader title={t('reviews.title')} description={t('reviews.description', { restaurant: restaurant.name })} />
      <ReviewFiltersBar
        rating={params.rating}
        type={params.type}
        period={params.period}
        onRatingChange={(rating) => update({ rating, page: 1 })}
        onTypeChange={(type) => update({ type, page: 1 })}
        onPeriodChange={(period) => update({ period, page: 1 })}
      />
      <ReviewAverages points={points.data} period={params.period} type={params.type} />
      <h2 className={styles.listTitle}>{t('reviews.listTitle')}</h2>
      {list.isPending ? (
        <div className={styles.loading}>
          <Spinner label={t('common:loading')} />
        </div>
      ) : list.isError ? (
        <LoadError title={t('office:common.loadFailed')} onRetry={() => void list.refetch()}>
          {getErrorMessage(list.error)}
        </LoadError>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('reviews.empty')}>{t('reviews.emptyHint')}</EmptyState>
      ) : (
        <>
          <ReviewTable reviews={list.data.items} />
          <ListPager
            page={params.page}
            perPage={params.perPage}
            total={list.data.totalItems}
            pageSizes={PAGE_SIZES}
            onPageChange={(page) => update({ page })}
            onPerPageChange={(perPage) => update({ perPage, page: 1 })}
          />
        </>
      )}
    </div>
  )
}
