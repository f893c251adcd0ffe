import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { ListPager } from '@/components/ui/list-pager'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { isOrderDateFilter, type OrderDateFilter } from '@/lib/time/date-filters'
import { useFloorLive } from '@/lib/live/floor-live'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPagingParams } from '@/lib/live/paging'
import { useOrdersPage } from '../api'
import { OrderDateTabs } from './order-date-tabs'
import { OrdersTable } from './orders-table'

/** One restaurant's orders by date, paged; the filters live in the address. */
export function OrdersScreen({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('floor')
  const [params, setParams] = useSearchParams()
  const dateParam = params.get('date')
  const dateFilter: OrderDateFilter = isOrderDateFilter(dateParam) ? dateParam : 'all'
  const { page, perPage } = readPagingParams(params)
  useFloorLive(restaurantId)
  const orders = useOrdersPage(restaurantId, { dateFilter, page, perPage })

  const update = (changes: { date?: OrderDateFilter; page?: number; perPage?: number }) => {
    const next = { date: dateFilter, page, perPage, ...changes }
    const search = new URLSearchParams()
    if (next.date !== 'all') search.set('date', next.date)
    if (next.page > 1) search.set('page', String(next.page))
    if (next.perPage !== DEFAULT_PAGE_SIZE) search.set('perPage', String(next.perPage))
    setParams(search, { replace: true })
  }

  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <OrderDateTabs value={dateFilter} onChange={(date) => update({ date, page: 1 })} />
      {orders.isPending ? (
        <PageSpinner label={t('orders.loading')} />
      ) : orders.isError ? (
        <LoadError title={t('orders.loadError')} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          {orders.data.items.length === 0 ? (
            <EmptyState title={t('orders.empty')}>{t('orders.emptyHint')}</EmptyState>
          ) : (
            <OrdersTable orders={orders.data.items} />
          )}
          {orders.data.totalItems > 0 ? (
            <ListPager
              page={orders.data.page}
              perPage={perPage}
              total={orders.data.totalItems}
              pageSizes={PAGE_SIZES}
              onPageChange={(next) => update({ page: next })}
              onPerPageChange={(size) => update({ perPage: size, page: 1 })}
            />
          ) : null}
        </>
      )}
    </>
  )
}
