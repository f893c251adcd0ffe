/// <reference path="./pocketbase.d.ts" />

// Stripe Connect fields of a company, written only by the staff functions (api-functions/admin)
// with the superuser client: the companies updateRule refuses them from browsers.
// POST /api/conto/admin/companies/{id}/stripe
//   {accountId?}                                   remembers the connected account (first one wins)
//   {payoutSchedule, payoutWeekday, payoutDayOfMonth, payoutMinimumAmount}   after Stripe accepted them
// Answers the company record; refusals are `{error: {code, message}}` (src/domain/function-error-codes.ts).
routerAdd(
  'POST',
  '/api/conto/admin/companies/{id}/stripe',
  (e) => {
    const id = e.request.pathValue('id')
    const body = e.requestInfo().body
    const http = require(`${__hooks}/http-lib.js`)
    const { MAX_MINOR_UNITS, PAYOUT_SCHEDULES } = require(`${__hooks}/shared-rules.js`)
    const account = http.isText(body.accountId, 1, 255)
    const payouts =
      PAYOUT_SCHEDULES.includes(body.payoutSchedule) &&
      http.isText(body.payoutWeekday, 0, 10) &&
      http.isWhole(body.payoutDayOfMonth, 0, 31) &&
      http.isWhole(body.payoutMinimumAmount, 0, MAX_MINOR_UNITS)
    if (!account && !payouts) return e.json(400, http.invalid('Send accountId, or the payout schedule, weekday, day of month and minimum.').body)
    let company = null
    e.app.runInTransaction((txApp) => {
      try {
        company = txApp.findRecordById('companies', id)
      } catch {
        company = null
        return
      }
      if (account && !company.getString('stripe_account_id')) company.set('stripe_account_id', body.accountId)
      if (payouts) {
        const schedule = body.payoutSchedule
        company.set('payout_schedule', schedule)
        company.set('payout_weekday', schedule === 'weekly' ? body.payoutWeekday : '')
        company.set('payout_day_of_month', schedule === 'monthly' ? body.payoutDayOfMonth : 0)
        company.set('payout_minimum_amount', body.payoutMinimumAmount)
      }
      txApp.save(company)
    })
    if (!company) return e.json(404, { error: { code: 'company_not_found', message: 'Company not found.' } })
    return e.json(200, company)
  },
  $apis.requireSuperuserAuth(),
)
