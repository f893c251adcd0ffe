// The rules the browser, the functions and pb_hooks all apply, each written once (STYLE.md 12).
// Plain values and no imports: the functions load this file in plain Node, and
// `npm run generate:rules` writes pb_hooks/shared-rules.js from it for PocketBase's JS VM.
// tests/unit/shared-rules.test.ts fails when that copy is stale or any runtime keeps a copy of
// its own. Patterns are RegExp sources (a RegExp does not survive JSON); build one where used.

// Money

/** The largest amount a money field holds, in minor units (1,000,000.00 €; pb_migrations' field max). */
export const MAX_MINOR_UNITS = 100_000_000

/** Currencies stored without a minor unit: 300 JPY is 300, not 30000. */
export const ZERO_DECIMAL_CURRENCIES = ['JPY', 'KRW', 'VND'] as const

/** Transaction statuses whose money the restaurant holds: they make up what is paid of a bill. */
export const PAID_STATUSES = ['completed', 'partially_refunded'] as const

// Splitting a bill (the diner's checkout and the payments staff record)

/** How a payment divides the bill: all of it, equal shares, or chosen lines. */
export const SPLIT_MODES = ['full', 'equal', 'items'] as const

/** A tip is a percent of the base or a fixed amount in minor units. */
export const TIP_MODES = ['percent', 'fixed'] as const

/** Most guests an order seats and one bill is split between (orders.guests' max). */
export const MAX_GUESTS = 500

/** Most shares one unit can be split into (a bottle shared by a table of twelve). */
export const MAX_UNIT_SHARES = 12

/** Most units of one line a single payment may take. */
export const MAX_LINE_QUANTITY = 1000

/** Most lines one payment may list. */
export const MAX_SPLIT_ITEMS = 200

// Staff

/** Every staff role (users.role), highest first. */
export const STAFF_ROLES = ['admin', 'manager', 'waiter'] as const

/** The roles that run a restaurant: correct the ledger, refund, release a diner's hold, manage its tills. */
export const MANAGER_ROLES = ['admin', 'manager'] as const

// The staff's ledger (docs/decisions/019)

/** A payment's states (transactions.status). */
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'voided'] as const

/** How a payment came in (transactions.channel): the diner's QR card payment, or one staff recorded. */
export const PAYMENT_CHANNELS = ['qr', 'cash', 'terminal', 'other'] as const

/** How staff say what a recorded payment covers: the QR flow's modes and a plain amount. */
export const RECORDED_SPLIT_MODES = ['full', 'amount', 'equal', 'items'] as const

/** A fiscal job's states (fiscal_jobs.status); unclear: a manager must look at the printer's paper. */
export const FISCAL_JOB_STATUSES = ['pending', 'printing', 'printed', 'failed', 'unclear'] as const

/** Payments staff record by hand (the QR flow records its own). */
export const RECORDED_METHODS = ['cash', 'terminal', 'other'] as const

/** Reasons an order is closed with a balance left; the shift report counts each. */
export const CLOSE_REASONS = ['walkout', 'comp', 'paid_elsewhere', 'other'] as const

/** A currency as its ISO 4217 code in capitals (EUR), as tables, companies and payments store it. */
export const CURRENCY_PATTERN = '^[A-Z]{3}$'

/** Most characters of a reason or note the server keeps. */
export const LEDGER_TEXT_MAX = 200

/** A key a client picks once and sends again on a retry (idempotency keys, a till's name). */
export const CLIENT_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$'

/** How often Stripe pays a company out (balance settings payouts.schedule.interval; "manual" is not offered). */
export const PAYOUT_SCHEDULES = ['daily', 'weekly', 'monthly'] as const

/** What a restaurant's POS key may do (the POS API, /api/pos/v1; docs/decisions/042). */
export const POS_SCOPES = ['payments:read', 'checks:write'] as const

/** Most characters of a POS key's name ("Cassa Lightspeed"). */
export const POS_KEY_NAME_MAX = 60

/** A name shown on one line (a dish, a category): no control characters. */
export const ONE_LINE_TEXT_PATTERN = '^[^\\x00-\\x1F\\x7F]*$'

/** A POS's own id for a check, a line or a product, kept as sent: letters, digits and `_ . : / -`. */
export const POS_REF_PATTERN = '^[A-Za-z0-9_.:/-]{1,100}$'

/** Most characters of the waiter's name a POS sends with a check. */
export const POS_WAITER_NAME_MAX = 60

/** What a restaurant's POS hears about (Standard Webhooks messages, docs/decisions/043 and 044). */
export const POS_EVENT_TYPES = ['payment.completed', 'payment.certified', 'payment.refunded', 'payment.voided', 'check.paid', 'check.closed'] as const

/** A refund request's key: a staff refund's client key, or one the functions make (`overpayment-500`). */
export const REFUND_REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$'

// Italian receipts (issue 22)

/** The VAT rates a restaurant sells at, then the natura codes of sales without VAT. */
export const VAT_CODES = ['22', '10', '5', '4', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6'] as const

/** The usual rate for food and drink served at the table: a line without a rate of its own gets it. */
export const DEFAULT_VAT = '10' satisfies (typeof VAT_CODES)[number]

/** The printer's departments (reparti) are numbered 1 to 99, each programmed with one rate. */
export const MIN_DEPARTMENT = 1
export const MAX_DEPARTMENT = 99

/** The codice lotteria: 8 letters or digits, case-sensitive, so kept exactly as typed. */
export const LOTTERY_CODE_PATTERN = '^[A-Za-z0-9]{8}$'

// Staff accounts and sign-up (docs/decisions/021)

/** PocketBase's users password field: 8 to 71 characters (bcrypt reads at most 72 bytes). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 71

/** Most characters of a company's or a person's name at sign-up. */
export const SIGNUP_NAME_MAX_LENGTH = 120

/** Most characters of an e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254

/** An e-mail address's shape, checked loosely (something@something.something, no spaces): its mail server decides. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'

/** The languages the app, its e-mails and a staff member's profile speak. */
export const SUPPORTED_LANGUAGES = ['it', 'en'] as const
