// The shared rules (src/domain/shared-rules.ts) against the schema pb_migrations/ build (issue 38):
// a select's values and a number's or a text's maximum must be the rule's, so a migration and the
// code that checks the same thing cannot drift apart.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import * as rules from '@/domain/shared-rules'
import { fetchCollections } from '../../scripts/lib/schema-source.ts'
import type { SchemaCollection } from '../../scripts/lib/schema-types.ts'

type Field = SchemaCollection['fields'][number] & { max?: number }

let collections: SchemaCollection[]
beforeAll(async () => {
  collections = await fetchCollections(inject('pocketbaseUrl'), { email: inject('superuserEmail'), password: inject('superuserPassword') })
})

function field(collection: string, name: string): Field {
  const found = collections.find((one) => one.name === collection)?.fields.find((one) => one.name === name)
  if (!found) throw new Error(`${collection}.${name} is not in the migrated schema`)
  return found as Field
}

const SELECTS: [string, string, readonly string[]][] = [
  ['transactions', 'status', rules.TRANSACTION_STATUSES],
  ['transactions', 'channel', rules.PAYMENT_CHANNELS],
  ['transactions', 'split_mode', rules.RECORDED_SPLIT_MODES],
  ['transactions', 'tip_mode', rules.TIP_MODES],
  ['fiscal_jobs', 'status', rules.FISCAL_JOB_STATUSES],
  ['users', 'role', rules.STAFF_ROLES],
  ['orders', 'closed_reason', ['paid', ...rules.CLOSE_REASONS]],
  ['items', 'vat', rules.VAT_CODES],
  ['order_items', 'vat', rules.VAT_CODES],
  ['restaurants', 'default_vat', rules.VAT_CODES],
  ['companies', 'payout_schedule', rules.PAYOUT_SCHEDULES],
  ['pos_keys', 'scopes', rules.POS_SCOPES],
  ['pos_events', 'type', rules.POS_EVENT_TYPES],
]

const PATTERNS: [string, string, string][] = [
  ['companies', 'default_currency', rules.CURRENCY_PATTERN],
  ['tables', 'currency', rules.CURRENCY_PATTERN],
  ['transactions', 'currency', rules.CURRENCY_PATTERN],
  ['transactions', 'lottery_code', rules.LOTTERY_CODE_PATTERN],
  ['orders', 'pos_check', rules.POS_REF_PATTERN],
  ['items', 'name', rules.ONE_LINE_TEXT_PATTERN],
  ['order_items', 'pos_line', rules.POS_REF_PATTERN],
  ['items', 'pos_product', rules.POS_REF_PATTERN],
]

const MAXIMA: [string, string, number][] = [
  ['items', 'price', rules.MAX_MINOR_UNITS],
  ['order_items', 'unit_price', rules.MAX_MINOR_UNITS],
  ['order_items', 'quantity', rules.MAX_LINE_QUANTITY],
  ['order_events', 'quantity', rules.MAX_LINE_QUANTITY],
  ['order_events', 'amount', rules.MAX_MINOR_UNITS],
  ['order_events', 'reason', rules.LEDGER_TEXT_MAX],
  ['transactions', 'base_amount', rules.MAX_MINOR_UNITS],
  ['transactions', 'tip_amount', rules.MAX_MINOR_UNITS],
  ['transactions', 'total_amount', rules.MAX_MINOR_UNITS],
  ['transactions', 'refund_amount', rules.MAX_MINOR_UNITS],
  ['transactions', 'split_total_guests', rules.MAX_GUESTS],
  ['transactions', 'note', rules.LEDGER_TEXT_MAX],
  ['orders', 'guests', rules.MAX_GUESTS],
  ['orders', 'close_note', rules.LEDGER_TEXT_MAX],
  ['pos_keys', 'name', rules.POS_KEY_NAME_MAX],
  ['orders', 'pos_waiter', rules.POS_WAITER_NAME_MAX],
]

describe('the migrated schema holds the shared rules', () => {
  it.each(SELECTS)('%s.%s offers exactly the rule’s values', (collection, name, values) => {
    expect([...(field(collection, name).values ?? [])].sort()).toEqual([...values].sort())
  })

  it.each(MAXIMA)('%s.%s stops at the rule’s maximum', (collection, name, max) => {
    expect(field(collection, name).max).toBe(max)
  })

  it.each(PATTERNS)('%s.%s takes the rule’s pattern', (collection, name, pattern) => {
    expect((field(collection, name) as Field & { pattern?: string }).pattern).toBe(pattern)
  })
})
