import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { readClaimCookie } from '../_lib/claim-cookie.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { parseLotteryCodeRequest } from './checkout-request.ts'

/**
 * POST /api/stripe/lottery-code {sessionId, lotteryCode} → {lotteryCode}: the diner's codice
 * lotteria (issue 22) for the payment they are about to make; '' takes it off. The payment page
 * sends it as the diner presses pay — the checkout session was opened, and its amount claimed,
 * before the diner could type it. Only the browser that opened the checkout may set it, and only
 * while the payment is pending: the payment's documento is written, with its code, as it completes.
 */
export async function saveLotteryCode(request: Request, ctx: Context): Promise<Response> {
  const { sessionId, lotteryCode } = parseLotteryCodeRequest(await readJson(request))
  const state = await callFunctionRoute(ctx.pocketbase, 'paymentStatus', {}, { sessionId })
  if (readClaimCookie(request, ctx.config.STRIPE_SECRET_KEY) !== state.id) {
    throw new HttpError(403, 'This payment was started on another device. Please start it again here.', FUNCTION_ERROR_CODES.paymentOtherDevice)
  }
  await callFunctionRoute(ctx.pocketbase, 'setLotteryCode', { transactionId: state.id }, { lotteryCode })
  return json({ lotteryCode })
}
