import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { CLIENT_KEY_PATTERN } from '../../src/domain/shared-rules.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { MANAGER_ROLES } from '../../src/domain/roles.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { createReservedRefund, releaseRefund, reserveRefund } from '../_lib/refund-reservations.ts'
import { callStripe } from '../_lib/stripe.ts'
import { parseInput } from '../_lib/validation.ts'
import { getRecord } from './records.ts'
import { requireStaff } from './staff-auth.ts'
import type { RestaurantsRecord, TransactionsRecord } from '../../src/domain/pocketbase-schema.ts'

const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const

const refundSchema = z
  .object({
    transactionId: z.string().min(1).max(40),
    amount: z.number().int().positive(),
    reason: z.enum(REFUND_REASONS).optional(),
    /** One refund request: the SPA sends the same id again when it retries, never a new refund. */
    requestId: z.string().regex(new RegExp(CLIENT_KEY_PATTERN)).optional(),
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
  const staff = await requireStaff(request, ctx, MANAGER_ROLES, 'refund payments')
  const input = parseInput(refundSchema, await readJson(request))

  const tx = await getRecord<TransactionRecord>(ctx, 'transactions', input.transactionId, 'expand=restaurant')
  // Another company's payment does not exist for this caller.
  if (!tx || tx.expand?.restaurant?.company !== staff.company) throw new HttpError(404, 'Transaction not found.', FUNCTION_ERROR_CODES.transactionNotFound)

  if (!tx.stripe_payment_intent_id && !tx.stripe_charge_id) {
    throw new HttpError(409, 'This payment has no card charge on Stripe to refund.', FUNCTION_ERROR_CODES.noChargeToRefund)
  }

  // Reserved in one database transaction before Stripe is asked (decision 019), which also checks
  // the amount against what is left: concurrent refunds can never together ask for more than the
  // charge. The same request again (a retry after a lost answer) keeps its reservation and its
  // idempotency key, so Stripe answers with the refund it made the first time (decision 027).
  const requestId = input.requestId ?? randomUUID()
  const reason = input.reason ?? 'requested_by_customer'
  const state = await reserveRefund(ctx, tx.id, input.amount, requestId)
  if (state === 'recorded') return json({ transaction: summarise(tx), refund: null })
  let destination: boolean
  try {
    destination = await isDestinationCharge(ctx, tx)
  } catch (error) {
    await releaseRefund(ctx, tx.id, requestId)
    throw error
  }
  const refund = await createReservedRefund(ctx, tx.id, requestId, {
    ...(tx.stripe_payment_intent_id ? { payment_intent: tx.stripe_payment_intent_id } : { charge: tx.stripe_charge_id }),
    amount: input.amount,
    reason,
    // A destination charge sent the money on to the company's account: take it back from there.
    ...(destination ? { reverse_transfer: true, refund_application_fee: true } : {}),
    metadata: { transaction_id: tx.id, conto_staff_id: staff.id, conto_reason: 'staff' },
  })
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new HttpError(502, 'Stripe could not refund this payment. Nothing was refunded.', FUNCTION_ERROR_CODES.refundFailed)
  }

  await callFunctionRoute(ctx.pocketbase, 'recordRefund', { transactionId: tx.id }, {
    refundId: refund.id,
    amount: input.amount,
    reason,
    requestId,
  })
  const saved = await getRecord<TransactionRecord>(ctx, 'transactions', tx.id)
  return json({ transaction: summarise(saved ?? tx), refund: { id: refund.id, status: refund.status } })
}

/** Whether the payment was a destination charge (its money went on to the company's account). */
async function isDestinationCharge(ctx: Context, tx: TransactionRecord): Promise<boolean> {
  if (!tx.stripe_payment_intent_id) return false
  const paymentIntent = await callStripe('paymentIntents.retrieve', () => ctx.stripe.paymentIntents.retrieve(tx.stripe_payment_intent_id))
  return Boolean(paymentIntent.transfer_data?.destination)
}
