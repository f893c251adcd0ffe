// The status views say 'paying' both for a bill paid in part and for one a diner is paying right
// now (pb_migrations 1763701000). Staff act differently on each (issue 21): a partly paid table
// needs the rest collected; one being paid needs a moment, not a second card.

export type PaymentProgress = 'free' | 'pending' | 'partlyPaid' | 'payingNow' | 'paid' | 'closedUnpaid' | 'unknown'

interface PaymentAmounts {
  status: string
  paid_amount?: number
  held_amount?: number
  /** An order's: once closed, a balance is no longer "to pay" (the close said why). */
  closed_at?: string
}

/** Which of the staff's states a table or order is in, from its status view row. */
export function getPaymentProgress({ status, paid_amount = 0, held_amount = 0, closed_at }: PaymentAmounts): PaymentProgress {
  if (closed_at && status !== 'paid' && status !== 'unknown') return 'closedUnpaid'
  if (status === 'paying') return held_amount > 0 ? 'payingNow' : paid_amount > 0 ? 'partlyPaid' : 'payingNow'
  if (status === 'occupied') return 'pending'
  if (status === 'free' || status === 'pending' || status === 'paid') return status
  return 'unknown'
}
