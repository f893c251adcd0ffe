import { z } from 'zod'
import { getRefundable, validateRefundAmount } from '../../src/lib/refunds.ts'
import { FUNCTION_ERROR_CODES } from '../../src/lib/function-error-codes.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callRoute } from '../_lib/pocketbase-admin.ts'
import { callStripe } from '../_lib/stripe.ts'
import { parseInput } from '../_lib/validation.ts'
import { getRecord } from './records.ts'
import { requireStaff } from './staff-auth.ts'
import type { RestaurantsRecord, TransactionsRecord } from '../../src/lib/pocketbase-schema.ts'

const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const

const refundSchema = z
  .object({
    transactionId: z.string().min(1).max(40),
    amount: z.number().int().positive(),
    reason: z.enum(REFUND_REASONS).optional(),
  })
  .strict()

/** The transaction fields a refund reads (record types generated from pb_migrations/). */
type TransactionRecord = Pick<
  TransactionsRecord,
  'id' | 'status' | 'currency' | 'total_amount' | 'refund_amount' | 'stripe_payment_intent_id' | 'stripe_charge_id'
> & { expand?: { restaurant?: Pick<RestaurantsRecord, 'id' | 'company'> } }

/** The refund answer's view of the transaction. */
function summarise(tx: TransactionRecord) {
  return { id: tx.id, status: tx.status, currency: tx.currency, total_amount: tx.total_amount, refund_amount: tx.refund_amount }
}

/**
 * POST /api/admin/refund {transactionId, amount, reason?} — admins and managers give back all or
 * part of a card payment of their company. The amount never exceeds what is left to refund; the
 * refund is recorded (logged, status refunded / partially_refunded) through the payments route,
 * and Stripe's charge.refunded webhook later confirms the same total.
 */
export async function refundTransaction(request: Request, ctx: Context): Promise<Response> {
  const staff = await requireStaff(request, ctx, ['admin', 'manager'], 'refund payments')
  const input = parseInput(refundSchema, await readJson(request))

  const tx = await getRecord<TransactionRecord>(ctx, 'transactions', input.transactionId, 'expand=restaurant')
  // Another company's payment does not exist for this caller.
  if (!tx || tx.expand?.restaurant?.company !== staff.company) throw new HttpError(404, 'Transaction not found.', FUNCTION_ERROR_CODES.transactionNotFound)

  const refundable = getRefundable(tx)
  if (refundable <= 0) throw new HttpError(409, 'This payment has nothing left to refund.', FUNCTION_ERROR_CODES.nothingToRefund)
  const problem = validateRefundAmount(input.amount, refundable)
  if (problem === 'tooLarge') throw new HttpError(400, `At most ${refundable} (minor units) can be refunded.`, FUNCTION_ERROR_CODES.refundTooLarge)
  if (problem) throw new HttpError(400, 'The refund amount must be a positive whole number of minor units.', FUNCTION_ERROR_CODES.refundAmountInvalid)
  if (!tx.stripe_payment_intent_id && !tx.stripe_charge_id) {
    throw new HttpError(409, 'This payment has no card charge on Stripe to refund.', FUNCTION_ERROR_CODES.noChargeToRefund)
  }

  // A destination charge sent the money on to the company's account: take it back from there.
  const paymentIntent = tx.stripe_payment_intent_id
    ? await callStripe('paymentIntents.retrieve', () => ctx.stripe.paymentIntents.retrieve(tx.stripe_payment_intent_id))
    : null
  const destination = Boolean(paymentIntent?.transfer_data?.destination)

  const refund = await callStripe('refunds.create', () =>
    ctx.stripe.refunds.create(
      {
        ...(tx.stripe_payment_intent_id ? { payment_intent: tx.stripe_payment_intent_id } : { charge: tx.stripe_charge_id }),
        amount: input.amount,
        reason: input.reason ?? 'requested_by_customer',
        ...(destination ? { reverse_transfer: true, refund_application_fee: true } : {}),
        metadata: { transaction_id: tx.id, conto_staff_id: staff.id, conto_reason: 'staff' },
      },
      // Tied to what was refunded before: a double click repeats the same refund, never a second one.
      { idempotencyKey: `conto-refund-${tx.id}-${tx.refund_amount}-${input.amount}` },
    ),
  )
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new HttpError(502, 'Stripe could not refund this payment. Nothing was refunded.', FUNCTION_ERROR_CODES.refundFailed)
  }

  await callRoute(ctx.pocketbase, `/api/conto/payments/${tx.id}/refunds`, {
    refundId: refund.id,
    amount: input.amount,
    reason: input.reason ?? 'requested_by_customer',
  })
  const saved = await getRecord<TransactionRecord>(ctx, 'transactions', tx.id)
  return json({ transaction: summarise(saved ?? tx), refund: { id: refund.id, status: refund.status } })
}
