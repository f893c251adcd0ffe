// Every `code` our functions send in `{error: {code, message}}` (api-functions/_lib/http.ts), and
// the pb_hooks routes they call send the same way. The functions import these names, so a code is
// never spelled twice; pb_hooks (plain JS in PocketBase) write the strings, and a unit test checks
// that every code either side can send is listed here and translated. No imports: the functions
// load this file in plain Node.
export const FUNCTION_ERROR_CODES = {
  // any function
  invalidRequest: 'invalid_request',
  requestTooLarge: 'request_too_large',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  rateLimited: 'rate_limited',
  paymentsNotConfigured: 'payments_not_configured',
  serviceUnavailable: 'service_unavailable',
  internalError: 'internal_error',
  providerUnavailable: 'provider_unavailable',
  /** A PocketBase route refused without a code of its own (an older answer's shape). */
  requestFailed: 'request_failed',
  // the diner's payment and waiter call
  amountTooSmall: 'amount_too_small',
  paymentNotFound: 'payment_not_found',
  paymentOtherDevice: 'payment_other_device',
  paymentEnded: 'payment_ended',
  paymentNotRecorded: 'payment_not_recorded',
  invalidSignature: 'invalid_signature',
  waiterRecentlyCalled: 'waiter_recently_called',
  tableNotFound: 'table_not_found',
  restaurantClosed: 'restaurant_closed',
  noOpenBill: 'no_open_bill',
  nothingToPay: 'nothing_to_pay',
  billPaid: 'bill_paid',
  billBeingPaid: 'bill_being_paid',
  itemNotOnBill: 'item_not_on_bill',
  itemsTaken: 'items_taken',
  noItemsChosen: 'no_items_chosen',
  sharesTaken: 'shares_taken',
  shareUnavailable: 'share_unavailable',
  tipTooLarge: 'tip_too_large',
  claimEnded: 'claim_ended',
  claimNotFound: 'claim_not_found',
  /** A manager released this payment page's claim (decision 026). */
  claimReleased: 'claim_released',
  /** A manager released this client's claim a short while ago: staff are taking the payment. */
  claimBlocked: 'claim_blocked',
  /** This client's claims on the bill have run for the longest time allowed. */
  claimLimit: 'claim_limit',
  /** The diner's codice lotteria is not 8 letters or digits. */
  lotteryCodeInvalid: 'lottery_code_invalid',
  // staff functions only
  signInRequired: 'sign_in_required',
  sessionEnded: 'session_ended',
  emailNotVerified: 'email_not_verified',
  roleForbidden: 'role_forbidden',
  transactionNotFound: 'transaction_not_found',
  nothingToRefund: 'nothing_to_refund',
  refundTooLarge: 'refund_too_large',
  refundAmountInvalid: 'refund_amount_invalid',
  noChargeToRefund: 'no_charge_to_refund',
  refundFailed: 'refund_failed',
  companyNotFound: 'company_not_found',
  stripeNotSetUp: 'stripe_not_set_up',
  payoutInvalid: 'payout_invalid',
  // the ledger's staff routes (pb_hooks/ledger.pb.js, decision 019)
  orderNotFound: 'order_not_found',
  orderClosed: 'order_closed',
  linePaid: 'line_paid',
  amountTooLarge: 'amount_too_large',
  reasonRequired: 'reason_required',
  paymentNotVoidable: 'payment_not_voidable',
  closeReasonRequired: 'close_reason_required',
  refundInProgress: 'refund_in_progress',
  restaurantNotFound: 'restaurant_not_found',
  // PocketBase field errors of the catalogue guards (pb_hooks/catalogue.pb.js)
  tableHasOpenOrder: 'table_has_open_order',
  tableHasHistory: 'table_has_history',
  itemHasHistory: 'item_has_history',
  itemSoldOut: 'item_sold_out',
  // PocketBase field errors of the staff guards (pb_hooks/staff.pb.js, users.pb.js)
  lastAdmin: 'last_admin',
  memberJoined: 'member_joined',
  inviteMailFailed: 'invite_mail_failed',
  accountDeactivated: 'account_deactivated',
  // a restaurant's printer departments (pb_hooks/catalogue.pb.js)
  fiscalDepartmentsInvalid: 'fiscal_departments_invalid',
  staleCopy: 'stale_copy',
  fiscalStopUnconfirmed: 'fiscal_stop_unconfirmed',
  // the Cassa's fiscal queue (pb_hooks/fiscal-queue-lib.js)
  fiscalJobNotFound: 'fiscal_job_not_found',
  fiscalJobNotYours: 'fiscal_job_not_yours',
  tillNotEnrolled: 'till_not_enrolled',
  tillNotFound: 'till_not_found',
  fiscalNumberBehind: 'fiscal_number_behind',
  fiscalJobNotFailed: 'fiscal_job_not_failed',
  fiscalJobNotUnclear: 'fiscal_job_not_unclear',
  fiscalJobVoided: 'fiscal_job_voided',
  // the POS API (/api/pos/v1) and its keys (pb_hooks/pos-keys-lib.js)
  posKeyNotFound: 'pos_key_not_found',
  posKeyInvalid: 'pos_key_invalid',
  posScopeMissing: 'pos_scope_missing',
  // checks in from the POS (pb_hooks/pos-checks-lib.js)
  checkNotFound: 'check_not_found',
  checkClosed: 'check_closed',
  versionStale: 'version_stale',
  versionRequired: 'version_required',
  posOwnsCheck: 'pos_owns_check',
  tillRefused: 'till_refused',
  tillConnected: 'till_connected',
} as const

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[keyof typeof FUNCTION_ERROR_CODES]

/**
 * Codes only the staff functions send: translated in locales/{it,en}/office.json `functionErrors`.
 * Every other code may reach a diner and is translated in diner.json `payment.errors` (a core
 * namespace, so the staff screens show those texts too).
 */
export const STAFF_ONLY_ERROR_CODES = [
  FUNCTION_ERROR_CODES.signInRequired,
  FUNCTION_ERROR_CODES.sessionEnded,
  FUNCTION_ERROR_CODES.emailNotVerified,
  FUNCTION_ERROR_CODES.roleForbidden,
  FUNCTION_ERROR_CODES.transactionNotFound,
  FUNCTION_ERROR_CODES.nothingToRefund,
  FUNCTION_ERROR_CODES.refundTooLarge,
  FUNCTION_ERROR_CODES.refundAmountInvalid,
  FUNCTION_ERROR_CODES.noChargeToRefund,
  FUNCTION_ERROR_CODES.refundFailed,
  FUNCTION_ERROR_CODES.companyNotFound,
  FUNCTION_ERROR_CODES.stripeNotSetUp,
  FUNCTION_ERROR_CODES.payoutInvalid,
  FUNCTION_ERROR_CODES.orderNotFound,
  FUNCTION_ERROR_CODES.orderClosed,
  FUNCTION_ERROR_CODES.linePaid,
  FUNCTION_ERROR_CODES.amountTooLarge,
  FUNCTION_ERROR_CODES.reasonRequired,
  FUNCTION_ERROR_CODES.paymentNotVoidable,
  FUNCTION_ERROR_CODES.closeReasonRequired,
  FUNCTION_ERROR_CODES.refundInProgress,
  FUNCTION_ERROR_CODES.restaurantNotFound,
  FUNCTION_ERROR_CODES.tableHasOpenOrder,
  FUNCTION_ERROR_CODES.tableHasHistory,
  FUNCTION_ERROR_CODES.itemHasHistory,
  FUNCTION_ERROR_CODES.itemSoldOut,
  FUNCTION_ERROR_CODES.lastAdmin,
  FUNCTION_ERROR_CODES.memberJoined,
  FUNCTION_ERROR_CODES.inviteMailFailed,
  FUNCTION_ERROR_CODES.accountDeactivated,
  FUNCTION_ERROR_CODES.fiscalDepartmentsInvalid,
  FUNCTION_ERROR_CODES.staleCopy,
  FUNCTION_ERROR_CODES.fiscalStopUnconfirmed,
  FUNCTION_ERROR_CODES.fiscalJobNotFound,
  FUNCTION_ERROR_CODES.fiscalJobNotYours,
  FUNCTION_ERROR_CODES.tillNotEnrolled,
  FUNCTION_ERROR_CODES.tillNotFound,
  FUNCTION_ERROR_CODES.fiscalNumberBehind,
  FUNCTION_ERROR_CODES.fiscalJobNotFailed,
  FUNCTION_ERROR_CODES.fiscalJobNotUnclear,
  FUNCTION_ERROR_CODES.fiscalJobVoided,
  FUNCTION_ERROR_CODES.posKeyNotFound,
  FUNCTION_ERROR_CODES.posKeyInvalid,
  FUNCTION_ERROR_CODES.posScopeMissing,
  FUNCTION_ERROR_CODES.checkNotFound,
  FUNCTION_ERROR_CODES.checkClosed,
  FUNCTION_ERROR_CODES.versionStale,
  FUNCTION_ERROR_CODES.versionRequired,
  FUNCTION_ERROR_CODES.posOwnsCheck,
  FUNCTION_ERROR_CODES.tillRefused,
  FUNCTION_ERROR_CODES.tillConnected,
] as const satisfies readonly FunctionErrorCode[]

/** Codes office.json words for staff: their own, and shared ones whose diner text would not fit. */
export const STAFF_WORDED_ERROR_CODES = [
  ...STAFF_ONLY_ERROR_CODES,
  FUNCTION_ERROR_CODES.paymentsNotConfigured,
] as const satisfies readonly FunctionErrorCode[]

export type DinerErrorCode = Exclude<FunctionErrorCode, (typeof STAFF_ONLY_ERROR_CODES)[number]>
export type StaffWordedErrorCode = (typeof STAFF_WORDED_ERROR_CODES)[number]

const ALL_CODES: readonly string[] = Object.values(FUNCTION_ERROR_CODES)

/** Whether a string is one of the codes above. */
export function isFunctionErrorCode(code: unknown): code is FunctionErrorCode {
  return typeof code === 'string' && ALL_CODES.includes(code)
}

/** Whether a diner may see the code (then diner.json translates it). */
export function isDinerErrorCode(code: FunctionErrorCode): code is DinerErrorCode {
  return !(STAFF_ONLY_ERROR_CODES as readonly string[]).includes(code)
}

/** Whether office.json words the code for staff. */
export function isStaffWordedErrorCode(code: FunctionErrorCode): code is StaffWordedErrorCode {
  return (STAFF_WORDED_ERROR_CODES as readonly string[]).includes(code)
}

/** The error's code when it is one the SPA translates. */
export function getTranslatedCode(error: unknown): FunctionErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return isFunctionErrorCode(code) ? code : undefined
}
