import Stripe from 'stripe'
import { parsePayoutSettings, type PayoutSettings } from '../../src/domain/payout-schedule.ts'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError, json, readJson } from '../_lib/http.ts'
import { callFunctionRoute } from '../_lib/pocketbase-admin.ts'
import { callStripe } from '../_lib/stripe.ts'
import { getCompany, type CompanyRecord } from './records.ts'
import { requireStaff } from './staff-auth.ts'

const ACTION = 'manage card payments and payouts'

function requireAccount(company: CompanyRecord): string {
  if (!company.stripe_account_id) throw new HttpError(409, 'Set up payments with Stripe first.', FUNCTION_ERROR_CODES.stripeNotSetUp)
  return company.stripe_account_id
}

/**
 * POST /api/admin/connect/account-link — an admin opens Stripe's hosted onboarding. The company's
 * Express account is created on first use (one per company: the idempotency key and the
 * first-one-wins route keep a double click from making two).
 */
export async function createConnectAccountLink(request: Request, ctx: Context): Promise<Response> {
  const staff = await requireStaff(request, ctx, ['admin'], ACTION)
  let company = await getCompany(ctx, staff.company)
  if (!company.stripe_account_id) {
    const account = await callStripe('accounts.create', () =>
      ctx.stripe.accounts.create(
        {
          type: 'express',
          country: company.country || 'IT',
          email: staff.email || undefined,
          business_profile: { name: company.name, mcc: '5812' },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { company_id: company.id },
        },
        { idempotencyKey: `conto-account-${company.id}` },
      ),
    )
    company = await callFunctionRoute(ctx.pocketbase, 'companyStripe', { companyId: company.id }, { accountId: account.id })
  }
  const app = ctx.config.PUBLIC_APP_URL.replace(/\/$/, '')
  const link = await callStripe('accountLinks.create', () =>
    ctx.stripe.accountLinks.create({
      account: requireAccount(company),
      type: 'account_onboarding',
      refresh_url: `${app}/admin/company?stripe=refresh`,
      return_url: `${app}/admin/company?stripe=return`,
    }),
  )
  return json({ url: link.url, accountId: company.stripe_account_id })
}

/** POST /api/admin/connect/status — reads the account from Stripe now and stores its readiness. */
export async function refreshConnectStatus(request: Request, ctx: Context): Promise<Response> {
  const staff = await requireStaff(request, ctx, ['admin'], ACTION)
  const account = requireAccount(await getCompany(ctx, staff.company))
  const stripeAccount = await callStripe('accounts.retrieve', () => ctx.stripe.accounts.retrieve(account))
  // the same route the account.updated webhook uses, so both write readiness one way
  await callFunctionRoute(ctx.pocketbase, 'stripeAccountStatus', {}, {
    accountId: account,
    detailsSubmitted: stripeAccount.details_submitted === true,
    chargesEnabled: stripeAccount.charges_enabled === true,
    payoutsEnabled: stripeAccount.payouts_enabled === true,
  })
  return json({ company: await getCompany(ctx, staff.company) })
}

/** Stripe's balance settings for payout settings (weekly on one working day, monthly on one date). */
export function toBalanceSettings(settings: PayoutSettings, currency: string): Stripe.BalanceSettingsUpdateParams {
  const schedule: Stripe.BalanceSettingsUpdateParams.Payments.Payouts.Schedule = { interval: settings.schedule }
  if (settings.schedule === 'weekly' && settings.weekday) schedule.weekly_payout_days = [settings.weekday]
  if (settings.schedule === 'monthly' && settings.dayOfMonth) schedule.monthly_payout_days = [settings.dayOfMonth]
  return {
    payments: {
      payouts: {
        schedule,
        // only the balance above this stays back from each automatic payout
        minimum_balance_by_currency: { [currency.toLowerCase()]: settings.minimumAmount > 0 ? settings.minimumAmount : '' },
      },
    },
  }
}

const payoutFieldMessages = {
  schedule: 'Choose daily, weekly or monthly payouts.',
  weekday: 'Weekly payouts need a working day (monday to friday).',
  dayOfMonth: 'Monthly payouts need a day of the month from 1 to 31.',
  minimumAmount: 'The minimum payout must be a whole number of minor units, 0 or more.',
} as const

/**
 * POST /api/admin/connect/payouts {schedule, weekday?, dayOfMonth?, minimumAmount} — writes the
 * payout schedule and minimum to the company's Stripe account, then stores what Stripe accepted.
 */
export async function saveConnectPayouts(request: Request, ctx: Context): Promise<Response> {
  const staff = await requireStaff(request, ctx, ['admin'], ACTION)
  const parsed = parsePayoutSettings(await readJson(request))
  if (!parsed.ok) throw new HttpError(400, payoutFieldMessages[parsed.field], FUNCTION_ERROR_CODES.payoutInvalid)
  const company = await getCompany(ctx, staff.company)
  const account = requireAccount(company)
  const settings = parsed.value
  await callStripe('balanceSettings.update', () =>
    ctx.stripe.balanceSettings.update(toBalanceSettings(settings, company.default_currency || 'EUR'), { stripeAccount: account }),
  )
  const saved = await callFunctionRoute(ctx.pocketbase, 'companyStripe', { companyId: company.id }, {
    payoutSchedule: settings.schedule,
    payoutWeekday: settings.weekday ?? '',
    payoutDayOfMonth: settings.dayOfMonth ?? 0,
    payoutMinimumAmount: settings.minimumAmount,
  })
  return json({ company: saved })
}
