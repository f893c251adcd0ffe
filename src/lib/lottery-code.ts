// The codice lotteria of Italy's receipt lottery (lotteria degli scontrini, issue 22): 8 letters or
// digits, case-sensitive, so it is kept exactly as typed. The payment page and the functions import
// this; pb_hooks/claims-lib.js and the transactions.lottery_code field repeat it (a parity test
// holds them to it). No imports: the functions load this file in plain Node.

/** 8 letters or digits; letters keep their case. */
export const LOTTERY_CODE_PATTERN = /^[A-Za-z0-9]{8}$/

/** What the diner typed, without the spaces a code is often printed with ("ABCD 1234"). */
export function normalizeLotteryCode(text: string): string {
  return text.replace(/\s+/g, '')
}

/** True for a code of the right shape (whether it exists only the lottery's system knows). */
export function isLotteryCode(text: string): boolean {
  return LOTTERY_CODE_PATTERN.test(text)
}
