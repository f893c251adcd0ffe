import { formatCsvAmount, toCsv, type CsvFormat } from '@/lib/format/csv'
import { getPaymentChannel, type PaymentChannel } from '@/domain/ledger'
import { getStatusLabel, type TransactionRecord } from './types'

export const CSV_COLUMNS = [
  'id', 'date', 'order', 'table', 'status', 'currency', 'base', 'tip', 'serviceFee', 'fee', 'total', 'refund',
  'method', 'waiter', 'splitMode', 'splitGroup', 'chargeId', 'recordedBy',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** The export of a list of transactions: a header row of translated labels, then one row each. */
export function buildTransactionsCsv(
  transactions: readonly TransactionRecord[],
  labels: Record<CsvColumn, string> & { statuses: Record<string, string>; channels: Record<PaymentChannel, string> },
  format: CsvFormat,
): string {
  const header = CSV_COLUMNS.map((column) => labels[column])
  const rows = transactions.map((tx) => {
    const amount = (minor: number) => formatCsvAmount(minor || 0, tx.currency, format)
    const order = tx.expand?.order
    const waiter = tx.expand?.waiter
    const recorder = tx.expand?.recorded_by
    const channel = getPaymentChannel(tx)
    return [
      tx.id,
      tx.created ? tx.created.replace(' ', 'T') : '',
      order?.number ? String(order.number) : tx.order,
      order?.expand?.table?.name ?? '',
      labels.statuses[getStatusLabel(tx.status)] ?? tx.status,
      tx.currency,
      amount(tx.base_amount),
      amount(tx.tip_amount),
      amount(tx.service_fee),
      amount(tx.fee),
      amount(tx.total_amount),
      amount(tx.refund_amount),
      // QR card payments keep the card's kind beside the channel: 'QR card · apple_pay'
      channel === 'qr' && tx.payment_method ? `${labels.channels.qr} · ${tx.payment_method}` : labels.channels[channel],
      waiter ? waiter.name || waiter.email : '',
      tx.split_mode,
      tx.split_group,
      tx.stripe_charge_id,
      recorder ? recorder.name || recorder.email : '',
    ]
  })
  return toCsv([header, ...rows], format)
}
