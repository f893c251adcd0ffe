// The diner's checkout requests as one contract (issue 23): the functions parse bodies with these
// zod schemas and the browser builds its requests from their types (a type-only import, so the
// diner's pages carry no zod). Unknown fields are refused.
import { z } from 'zod'
import { MAX_LINE_QUANTITY, MAX_MINOR_UNITS, MAX_SPLIT_ITEMS, SPLIT_MODES } from './shared-rules.ts'
import { MAX_SPLIT_GUESTS, MAX_TIP_PERCENT, MAX_UNIT_SHARES } from './bill-maths.ts'
import { LOTTERY_CODE_REGEX } from './lottery-code.ts'

const recordId = z.string().regex(/^[a-z0-9]{15}$/, { message: 'must be a record id' })

const tips = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('percent'), amount: z.number().min(0).max(MAX_TIP_PERCENT) }),
    z.strictObject({
      mode: z.literal('fixed'),
      amount: z.number().int({ message: 'must be whole minor units' }).min(0).max(MAX_MINOR_UNITS),
    }),
  ],
  { message: "mode must be 'percent' or 'fixed'" },
)

const guests = z.number().int().min(0).max(MAX_SPLIT_GUESTS)

/** Shares of one more unit of a line: `parts` of a unit split `of` ways (decision 018). */
const unitShare = z
  .strictObject({ parts: z.number().int().min(1).max(MAX_UNIT_SHARES - 1), of: z.number().int().min(2).max(MAX_UNIT_SHARES) })
  .refine((share) => share.parts < share.of, { message: 'parts must be fewer than the shares of the unit', path: ['parts'] })

const split = z
  .strictObject({
    mode: z.enum(SPLIT_MODES),
    totalGuests: guests,
    payingFor: guests,
    items: z
      .array(
        z.strictObject({ orderItemId: recordId, quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY), share: unitShare.optional() }),
      )
      .max(MAX_SPLIT_ITEMS),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'equal') {
      if (value.totalGuests < 1) ctx.addIssue({ code: 'custom', path: ['totalGuests'], message: 'must be at least 1' })
      else if (value.payingFor < 1 || value.payingFor > value.totalGuests) {
        ctx.addIssue({ code: 'custom', path: ['payingFor'], message: 'must be between 1 and totalGuests' })
      }
    }
    if (value.mode === 'items') {
      const chosen = value.items.filter((item) => item.quantity > 0 || item.share)
      if (chosen.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'choose at least one item' })
      const ids = new Set(value.items.map((item) => item.orderItemId))
      if (ids.size !== value.items.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'lists an item twice' })
    }
  })

/** POST /api/stripe/create-checkout-session body (SPEC §7); unknown fields are refused. */
export const checkoutRequestSchema = z.strictObject({ tableId: recordId, tips, split })

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>

/** POST /api/stripe/get-checkout-session body. */
export const sessionRequestSchema = z.strictObject({
  sessionId: z.string().regex(/^cs_\w{1,250}$/, { message: 'must be a Checkout Session id (cs_…)' }),
})

/** A codice lotteria exactly as the diner gave it (case-sensitive), or '' for none. */
export const lotteryCodeSchema = z.union([z.literal(''), z.string().regex(LOTTERY_CODE_REGEX)])

/** POST /api/stripe/lottery-code body: the session and the code as typed (checked apart, for its own code). */
export const lotteryCodeRequestSchema = sessionRequestSchema.extend({ lotteryCode: z.string().max(64) })
