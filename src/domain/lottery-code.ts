// The codice lotteria of Italy's receipt lottery (lotteria degli scontrini, issue 22): 8 letters or
// digits, case-sensitive, so it is kept exactly as typed. The payment page and the functions import
// this (relative imports with their extension: the functions load it in plain Node). The pattern
// is in src/domain/shared-rules.ts; the transactions.lottery_code field repeats it (a parity test).
import { LOTTERY_CODE_PATTERN } from './shared-rules.ts'

/** 8 letters or digits; letters keep their case. */
export const LOTTERY_CODE_REGEX = new RegExp(LOTTERY_CODE_PATTERN)

/** What the diner typed, without the spaces a code is often printed with ("ABCD 1234"). */
export function normalizeLotteryCode(text: string): string {
  return text.replace(/\s+/g, '')
}

/** True for a code of the right shape (whether it exists only the lottery's system knows). */
export function isLotteryCode(text: string): boolean {
  return LOTTERY_CODE_REGEX.test(text)
}
