import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/live/paging'
import { isReportPeriod, type ReportPeriod } from '@/lib/time/periods'
import { DEFAULT_STATUS_FILTER, isTransactionStatusFilter, type TransactionStatusFilter } from './filters'

export interface ListParams {
  period: ReportPeriod
  status: TransactionStatusFilter
  page: number
  perPage: number
}

export const DEFAULT_PERIOD: ReportPeriod = 'lastMonth'

/** The list's state from the address (so Back from a detail returns to the same page). */
export function readListParams(search: URLSearchParams): ListParams {
  const period = search.get('period')
  const status = search.get('status')
  const page = Number(search.get('page'))
  const perPage = Number(search.get('perPage'))
  return {
    period: isReportPeriod(period) ? period : DEFAULT_PERIOD,
    status: isTransactionStatusFilter(status) ? status : DEFAULT_STATUS_FILTER,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  }
}

/** The address form of the state, leaving defaults out. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.period !== DEFAULT_PERIOD) search.set('period', params.period)
  if (params.status !== DEFAULT_STATUS_FILTER) search.set('status', params.status)
  if (params.page !== 1) search.set('page', String(params.page))
  if (params.perPage !== DEFAULT_PAGE_SIZE) search.set('perPage', String(params.perPage))
  return search
}
