// Lightspeed K-Series check (apeAccountSnapshot, answer of GET /o/op/1/order/table/{n}/getCheck)
// read with zod and mapped to Conto's TillCheck. Source: tests/fixtures/lightspeed/ (README there).
import { z } from 'zod'
import { getMinorUnitDivisor } from '../../../src/domain/money.ts'
import type { TillCheck, TillLine } from './connector.ts'

// The schema says amounts are numbers, yet the webhook examples of the same account carry
// strings ("4.00"): accept both, never a non-numeric string.
const amount = z.union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?$/)]).transform(Number)
// 64-bit ids: parseLightspeedJson keeps them as their source text (see below)
const lineId = z.union([z.string().min(1), z.number()]).transform(String)

interface RawLine {
  id?: string | null
  uuid?: string | null
  itemName: string
  itemSku?: string | null
  unitAmount: number
  quantity: number
  amountWithTax?: number | null
  amountLessTax?: number | null
  active?: boolean | null
  taxIncluded?: boolean | null
  subLineItems?: RawLine[] | null
}

// What a line must carry for a diner to see a true bill: a name, a price, a quantity. The doc
// marks nothing required; a line without these is refused rather than shown wrong.
const lineSchema: z.ZodType<RawLine, unknown> = z.lazy(() =>
  z.object({
    id: lineId.nullish(),
    uuid: z.string().nullish(),
    itemName: z.string(),
    itemSku: z.string().nullish(),
    unitAmount: amount,
    quantity: amount,
    amountWithTax: amount.nullish(),
    amountLessTax: amount.nullish(),
    active: z.boolean().nullish(),
    taxIncluded: z.boolean().nullish(),
    subLineItems: z.array(lineSchema).nullish(),
  }),
)

export const accountSnapshotSchema = z.object({
  // the account identifier POST /o/op/1/pay takes as iKaccountIdentifier: no payment without it
  ikaccountId: z.string().min(1),
  tableNumber: z.number().int().nullish(),
  name: z.string().nullish(),
  currentAmount: amount,
  paidAmount: amount.nullish(),
  salesEntries: z.array(lineSchema).nullish(),
  paymentEntries: z
    .array(
      z.object({
        externalReference: z.string().nullish(),
        paymentMethodCode: z.string().nullish(),
        amountPaid: amount,
        active: z.boolean().nullish(),
      }),
    )
    .nullish(),
})
export type AccountSnapshot = z.infer<typeof accountSnapshotSchema>

/**
 * JSON.parse that keeps numeric `id`/`parentId` as their exact text: K-Series ids are int64 and
 * a double silently rounds any above 2^53. (Node 24's reviver gets the source text.)
 */
export function parseLightspeedJson(text: string): unknown {
  return JSON.parse(text, (key: string, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && (key === 'id' || key === 'parentId') ? (context?.source ?? String(value)) : value,
  )
}

export function toMinor(major: number, currency: string): number {
  return Math.round(major * getMinorUnitDivisor(currency))
}

/** Lines in till order, each sub-line right after its parent; voided lines (active: false) left out. */
function mapLines(lines: RawLine[], currency: string, parentId: string | null, out: TillLine[]): TillLine[] {
  for (const line of lines) {
    if (line.active === false) continue
    const id = line.id ?? line.uuid
    if (!id) throw new Error(`a check line (${line.itemName}) has neither id nor uuid`)
    const withTax = line.amountWithTax ?? null
    const lessTax = line.amountLessTax ?? null
    out.push({
      id,
      parentId,
      name: line.itemName,
      sku: line.itemSku ?? null,
      quantity: line.quantity,
      unitPrice: toMinor(line.unitAmount, currency),
      amount: withTax === null ? null : toMinor(withTax, currency),
      // no rate in the check, only both totals: their difference is the tax the till computed
      tax: withTax === null || lessTax === null ? null : { amount: toMinor(withTax - lessTax, currency), included: line.taxIncluded ?? null },
    })
    mapLines(line.subLineItems ?? [], currency, id, out)
  }
  return out
}

export function mapCheck(account: AccountSnapshot, currency: string): TillCheck {
  const total = toMinor(account.currentAmount, currency)
  const paid = toMinor(account.paidAmount ?? 0, currency)
  return {
    reference: account.ikaccountId,
    tableNumber: account.tableNumber == null ? null : String(account.tableNumber),
    name: account.name ?? null,
    currency,
    total,
    paid,
    balance: Math.max(0, total - paid),
    lines: mapLines(account.salesEntries ?? [], currency, null, []),
    payments: (account.paymentEntries ?? [])
      .filter((entry) => entry.active !== false)
      .map((entry) => ({
        reference: entry.externalReference ?? null,
        amount: toMinor(entry.amountPaid, currency),
        method: entry.paymentMethodCode ?? null,
      })),
  }
}
