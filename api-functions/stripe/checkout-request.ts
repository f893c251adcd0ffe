import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { lotteryCodeRequestSchema, lotteryCodeSchema } from '../../src/domain/checkout-contract.ts'
import { HttpError } from '../_lib/http.ts'
import { parseInput } from '../_lib/validation.ts'

/**
 * POST /api/stripe/lottery-code body {sessionId, lotteryCode}: a malformed body is 400
 * `invalid_request`, a code that is not 8 letters or digits 400 `lottery_code_invalid`.
 */
export function parseLotteryCodeRequest(body: unknown): { sessionId: string; lotteryCode: string } {
  const input = parseInput(lotteryCodeRequestSchema, body)
  if (!lotteryCodeSchema.safeParse(input.lotteryCode).success) {
    throw new HttpError(400, 'A lottery code has 8 letters or digits.', FUNCTION_ERROR_CODES.lotteryCodeInvalid)
  }
  return input
}
