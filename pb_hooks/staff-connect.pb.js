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
    let company = null
    e.app.runInTransaction((txApp) => {
      try {
        company = txApp.findRecordById('companies', id)
      } catch {
        company = null
        return
      }
      if (body.accountId && !company.getString('stripe_account_id')) company.set('stripe_account_id', String(body.accountId))
      if (body.payoutSchedule) {
        const schedule = String(body.payoutSchedule)
        company.set('payout_schedule', schedule)
        company.set('payout_weekday', schedule === 'weekly' ? String(body.payoutWeekday || '') : '')
        company.set('payout_day_of_month', schedule === 'monthly' ? Number(body.payoutDayOfMonth) || 0 : 0)
        company.set('payout_minimum_amount', Math.max(0, Math.floor(Number(body.payoutMinimumAmount) || 0)))
      }
      txApp.save(company)
    })
    if (!company) return e.json(404, { error: { code: 'company_not_found', message: 'Company not found.' } })
    return e.json(200, company)
  },
  $apis.requireSuperuserAuth(),
)
