import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { holdSubscription } from '@/lib/api/hold-subscription'
import { pb } from '@/lib/api/pocketbase'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import { callFunction } from '@/lib/api/functions-client'
import { toast } from '@/lib/browser/toast'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { getCsvFormat } from '@/lib/format/csv'
import { downloadTextFile } from '@/lib/browser/download'
import { floorQueryKey } from '@/lib/live/floor-live'
import { PAYMENT_CHANNELS, type PaymentChannel } from '@/domain/ledger'
import { voidPayment } from '@/lib/live/void-payment'
import { FISCAL_POLL_MS, hasQueuedJob } from '@/domain/fiscal-status'
import { buildTransactionsCsv } from './csv'
import { getExportFileName } from './download'
import { buildTransactionFilter, type TransactionFilters } from './filters'
import { TRANSACTION_STATUSES, type TransactionItemRecord, type TransactionRecord } from './types'

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (filters: TransactionFilters, page: number, perPage: number) =>
    [...transactionKeys.lists(), filters, page, perPage] as const,
  summary: (filters: TransactionFilters) => [...transactionKeys.all, 'summary', filters] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
  items: (id: string) => [...transactionKeys.all, 'items', id] as const,
}

const LIST_EXPAND = 'order,order.table,order.fiscal_jobs_via_order,waiter,recorded_by'
const DETAIL_EXPAND = 'order,order.table,order.fiscal_jobs_via_order,waiter,restaurant,recorded_by'

/** A documento still on its way to the printer: the screen reads again until it has its number. */
const pollWhileQueued = (transactions: readonly TransactionRecord[] | undefined) =>
  transactions?.some((tx) => hasQueuedJob(tx.expand?.order?.expand?.fiscal_jobs_via_order ?? [])) ? FISCAL_POLL_MS : false

/** One page of a restaurant's transactions, newest first; the previous page stays while paging. */
export function useTransactions(filters: TransactionFilters, page: number, perPage: number) {
  return useQuery({
    queryKey: transactionKeys.list(filters, page, perPage),
    queryFn: () =>
      pb.collection('transactions').getList<TransactionRecord>(page, perPage, {
        filter: buildTransactionFilter(filters),
        sort: '-created',
        expand: LIST_EXPAND,
      }),
    enabled: Boolean(filters.restaurantId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileQueued(query.state.data?.items),
  })
}

export type SummaryRow = Pick<TransactionRecord, 'id' | 'status' | 'total_amount' | 'tip_amount' | 'refund_amount' | 'currency'>

/** The few amount fields of every row the filter matches, for the totals above the list. */
export function useTransactionSummaryRows(filters: TransactionFilters) {
  return useQuery({
    queryKey: transactionKeys.summary(filters),
    queryFn: () =>
      pb.collection('transactions').getFullList<SummaryRow>({
        filter: buildTransactionFilter(filters),
        fields: 'id,status,total_amount,tip_amount,refund_amount,currency',
        batch: 500,
      }),
    enabled: Boolean(filters.restaurantId),
  })
}

/** Every matching transaction with its order, table and waiter, for the CSV export. */
export function fetchTransactionsForExport(filters: TransactionFilters): Promise<TransactionRecord[]> {
  return pb.collection('transactions').getFullList<TransactionRecord>({
    filter: buildTransactionFilter(filters),
    sort: '-created',
    expand: LIST_EXPAND,
    batch: 500,
  })
}

/** Thrown when the address names no transaction the user can see. */
export class TransactionNotFoundError extends Error {
  constructor() {
    super('Transaction not found')
    this.name = 'TransactionNotFoundError'
  }
}

export function useTransaction(id: string | undefined) {
  return useQuery({
    queryKey: transactionKeys.detail(id ?? ''),
    queryFn: async () => {
      if (!id) throw new TransactionNotFoundError()
      try {
        return await pb.collection('transactions').getOne<TransactionRecord>(id, { expand: DETAIL_EXPAND })
      } catch (error) {
        // A transaction of another restaurant answers 404 too: to this user it does not exist.
        if (isPocketBaseError(error) && error.status === 404) throw new TransactionNotFoundError()
        throw error
      }
    },
    refetchInterval: (query) => pollWhileQueued(query.state.data ? [query.state.data] : undefined),
  })
}

/** Which bill lines a by-items payment covered. */
export function useTransactionItems(id: string) {
  return useQuery({
    queryKey: transactionKeys.items(id),
    queryFn: () =>
      pb.collection('transaction_items').getFullList<TransactionItemRecord>({
        filter: pb.filter('transaction = {:id}', { id }),
        expand: 'order_item,order_item.item',
      }),
    enabled: Boolean(id),
  })
}

/**
 * Refetches a transaction when the server changes it (a refund confirmed by Stripe's webhook
 * arrives after the refund call has answered).
 */
export function useTransactionLive(id: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!id) return
    return holdSubscription(
      pb.collection('transactions').subscribe(id, () => {
        void queryClient.invalidateQueries({ queryKey: transactionKeys.detail(id) })
        void queryClient.invalidateQueries({ queryKey: transactionKeys.lists() })
      }),
    )
  }, [id, queryClient])
}

export interface RefundVariables {
  transactionId: string
  /** Minor units; omitted refunds everything that is left. */
  amount: number
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent'
  /** The idempotency key: the same again never makes a second refund (src/lib/api/request-ids.ts). */
  requestId?: string
}

export interface RefundAnswer {
  transaction: Pick<TransactionRecord, 'id' | 'status' | 'refund_amount' | 'total_amount' | 'currency'>
}

/** Refunds all or part of a payment through Stripe (POST /api/admin/refund). */
export function useTransactionRefund() {
  return useAppMutation({
    mutationFn: (variables: RefundVariables) => callFunction<RefundAnswer>('/api/admin/refund', variables, { token: pb.authStore.token }),
    invalidates: (variables) => [
      transactionKeys.detail(variables.transactionId),
      transactionKeys.lists(),
      [...transactionKeys.all, 'summary'],
    ],
    // the refund panel shows the failure above its form
    errorToast: false,
  })
}

/** A manager voids a payment staff recorded (cash, terminal, other): it stops counting, the record stays. */
export function useTransactionVoid(restaurantId: string) {
  return useAppMutation({
    mutationFn: ({ transactionId, reason }: { transactionId: string; reason: string }) => voidPayment(transactionId, reason),
    invalidates: (variables) => [transactionKeys.detail(variables.transactionId), transactionKeys.lists(), [...transactionKeys.all, 'summary'], floorQueryKey(restaurantId)],
    // the void sheet shows the failure above its reason
    errorToast: false,
  })
}

/** Downloads every transaction the filters match (not only this page) as a CSV file. */
export function useTransactionsExport(filters: TransactionFilters, restaurantName: string) {
  const { t, i18n } = useTranslation('office')
  return useAppMutation({
    mutationFn: () => fetchTransactionsForExport(filters),
    onSuccess: (transactions) => {
      if (transactions.length === 0) {
        toast(t('transactions.exportEmpty'))
        return
      }
      const statuses = Object.fromEntries(
        [...TRANSACTION_STATUSES, 'unknown' as const].map((status) => [status, t(`transactionStatus.${status}`)]),
      )
      const channels = Object.fromEntries(PAYMENT_CHANNELS.map((channel) => [channel, t(`paymentChannels.${channel}`)])) as Record<PaymentChannel, string>
      const csv = buildTransactionsCsv(
        transactions,
        { ...t('transactions.csv', { returnObjects: true }), statuses, channels },
        getCsvFormat(i18n.language),
      )
      downloadTextFile(getExportFileName(restaurantName, filters.period), csv)
    },
    errorToast: (error) => t('transactions.exportFailed', { message: getErrorMessage(error) }),
  })
}
