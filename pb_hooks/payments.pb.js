/// <reference path="./pocketbase.d.ts" />
// Payment routes for the Stripe functions (superuser only), each in one database transaction.
// Logic: pb_hooks/payments-lib.js; docs/decisions/008-webhooks.md. Handlers run in isolated VMs,
// so each requires what it needs inside its own body.

routerAdd(
  'POST',
  '/api/conto/payments/reconcile',
  (e) => {
    const payments = require(`${__hooks}/payments-lib.js`)
    const body = e.requestInfo().body
    /** @type {any} set inside the transaction below */
    let answer = null
    e.app.runInTransaction((txApp) => {
      answer = payments.reconcile(txApp, body)
    })
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/payments/status',
  (e) => {
    const payments = require(`${__hooks}/payments-lib.js`)
    const http = require(`${__hooks}/http-lib.js`)
    const sessionId = e.requestInfo().body.sessionId
    if (!http.isText(sessionId, 1, 255)) return e.json(400, http.invalid('sessionId is required.').body)
    const tx = payments.findTransaction(e.app, sessionId, '')
    if (!tx) return e.json(404, { error: { code: 'payment_not_found', message: 'Payment not found.' } })
    return e.json(200, payments.describe(tx))
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/payments/{id}/refunds',
  (e) => {
    const payments = require(`${__hooks}/payments-lib.js`)
    const id = e.request.pathValue('id')
    const body = e.requestInfo().body
    /** @type {any} set inside the transaction below */
    let answer = null
    e.app.runInTransaction((txApp) => {
      answer = payments.recordRefund(txApp, id, body)
    })
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)

routerAdd(
  'POST',
  '/api/conto/payments/charge-refunded',
  (e) => {
    const payments = require(`${__hooks}/payments-lib.js`)
    const body = e.requestInfo().body
    /** @type {any} set inside the transaction below */
    let answer = null
    e.app.runInTransaction((txApp) => {
      answer = payments.chargeRefunded(txApp, body)
    })
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)

// account.updated: a connected account's readiness, copied onto the company that owns it
routerAdd(
  'POST',
  '/api/conto/companies/stripe-account',
  (e) => {
    const body = e.requestInfo().body
    const http = require(`${__hooks}/http-lib.js`)
    const flags = [body.detailsSubmitted, body.chargesEnabled, body.payoutsEnabled]
    if (!http.isText(body.accountId, 1, 255) || flags.some((flag) => typeof flag !== 'boolean')) {
      return e.json(400, http.invalid('accountId and the three readiness flags are required.').body)
    }
    let updated = 0
    e.app.runInTransaction((txApp) => {
      const companies = txApp.findRecordsByFilter('companies', 'stripe_account_id = {:account}', '', 0, 0, {
        account: body.accountId,
      })
      for (const company of companies) {
        company.set('details_submitted', body.detailsSubmitted === true)
        company.set('charges_enabled', body.chargesEnabled === true)
        company.set('payouts_enabled', body.payoutsEnabled === true)
        txApp.save(company)
        updated++
      }
    })
    return e.json(200, { updated })
  },
  $apis.requireSuperuserAuth(),
)

// The diner's receipt for a completed payment; idempotent (pb_hooks/receipt-lib.js).
routerAdd(
  'POST',
  '/api/conto/payments/{id}/receipt',
  (e) => {
    const receipts = require(`${__hooks}/receipt-lib.js`)
    return e.json(200, { sent: receipts.sendReceipt(e.app, e.request.pathValue('id')) })
  },
  $apis.requireSuperuserAuth(),
)
