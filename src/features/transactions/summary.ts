import type { TransactionRecord } from './types'

export interface TransactionSummary {
  count: number
  /** Money kept: completed and partly refunded payments, less what was refunded. */
  collected: number
  tips: number
  refunded: number
}

type Summable = Pick<TransactionRecord, 'status' | 'total_amount' | 'tip_amount' | 'refund_amount'>

/** Totals of the rows a filter matches (all in the restaurant's one currency). */
export function summariseTransactions(transactions: readonly Summable[]): TransactionSummary {
  let collected = 0
  let tips = 0
  let refunded = 0
  for (const tx of transactions) {
    const paid = tx.status === 'completed' || tx.status === 'partially_refunded' || tx.status === 'refunded'
    if (!paid) continue
    const refund = tx.refund_amount || 0
    collected += tx.total_amount - refund
    refunded += refund
    // A fully refunded payment gave its tip back too.
    if (tx.status !== 'refunded') tips += tx.tip_amount
  }
  return { count: transactions.length, collected, tips, refunded }
}
