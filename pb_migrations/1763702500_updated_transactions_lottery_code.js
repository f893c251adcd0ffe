/// <reference path="../pb_data/types.d.ts" />
// The diner's codice lotteria (lotteria degli scontrini, issue 22): 8 letters or digits, kept as
// typed (it is case-sensitive); empty when none was given. Only the payment functions write it,
// through pb_hooks/claims-lib.js while the payment is still pending — the transactions' create
// and update rules stay null (superusers only) — and the payment's documento carries it when the
// payment completes (pb_hooks/fiscal-lib.js). The pattern is src/domain/lottery-code.ts's.
const LOTTERY_CODE_PATTERN = '^[A-Za-z0-9]{8}$'

migrate((app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.fields.add(new TextField({ name: 'lottery_code', max: 8, pattern: LOTTERY_CODE_PATTERN }))
  app.save(transactions)
}, (app) => {
  const transactions = app.findCollectionByNameOrId('transactions')
  transactions.fields.removeByName('lottery_code')
  app.save(transactions)
})
