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
import { useTransactionSummaryRows, useTransactions } from '../api'
import type { TransactionFilters } from '../filters'
import { readListParams, writeListParams, type ListParams } from '../list-params'
import { summariseTransactions } from '../summary'
import { ExportButton } from './export-button'
import { TransactionFiltersBar } from './transaction-filters'
import { TransactionSummaryStrip } from './transaction-summary'
import { certifiesWithConto } from '@/domain/vat'
import { TransactionTable } from './transaction-table'
import styles from './transactions.module.css'

/** /admin/transactions: a restaurant's card payments with filters, totals, paging and export. */
export function TransactionsScreen({ restaurant, currency }: { restaurant: RestaurantRecord; currency: string }) {
  const { t } = useTranslation(['office', 'common'])
  const [search, setSearch] = useSearchParams()
  const params = readListParams(search)
  const filters = useMemo<TransactionFilters>(
    () => ({ restaurantId: restaurant.id, period: params.period, status: params.status }),
    [restaurant.id, params.period, params.status],
  )
  const list = useTransactions(filters, params.page, params.perPage)
  const summaryRows = useTransactionSummaryRows(filters)
  const summary = useMemo(() => (summaryRows.data ? summariseTransactions(summaryRows.data) : undefined), [summaryRows.data])
  const rowCurrency = summaryRows.data?.[0]?.currency ?? currency

  const update = (next: Partial<ListParams>) => setSearch(writeListParams({ ...params, ...next }), { replace: true })

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('transactions.title')}
        description={t('transactions.description', { restaurant: restaurant.name })}
        actions={<ExportButton filters={filters} restaurantName={restaurant.name} />}
      />
      <TransactionFiltersBar
        period={params.period}
        status={params.status}
        onPeriodChange={(period) => update({ period, page: 1 })}
        onStatusChange={(status) => update({ status, page: 1 })}
      />
      <TransactionSummaryStrip summary={summary} currency={rowCurrency} />
      {list.isPending ? (
        <div className={styles.loading}>
          <Spinner label={t('common:loading')} />
        </div>
      ) : list.isError ? (
        <LoadError title={t('office:common.loadFailed')} onRetry={() => void list.refetch()}>
          {getErrorMessage(list.error)}
        </LoadError>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('transactions.empty')}>{t('transactions.emptyHint')}</EmptyState>
      ) : (
        <>
          <TransactionTable
            transactions={list.data.items}
            search={search.toString() ? `?${search.toString()}` : ''}
            showFiscal={certifiesWithConto(restaurant) || list.data.items.some((tx) => (tx.expand?.order?.expand?.fiscal_jobs_via_order?.length ?? 0) > 0)}
          />
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
