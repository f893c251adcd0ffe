/* global module */
// The atomic claim (DESIGN invariant 2). Runs inside one database transaction: re-reads the
// bill, computes what is still available (total − paid − live claims), refuses what exceeds it,
// else records the pending transaction that holds the claim until its checkout ends.
const maths = require(`${__hooks}/claims-maths.js`)
const bill = require(`${__hooks}/bill-state.js`)
const { refuse } = require(`${__hooks}/http-lib.js`)
const queries = require(`${__hooks}/claim-queries.js`)
const { MAX_MINOR_UNITS, MAX_GUESTS, SPLIT_MODES, TIP_MODES, LOTTERY_CODE_PATTERN, CURRENCY_PATTERN } = require(`${__hooks}/shared-rules.js`)
const { SWEEP_BATCH, STAFF_RELEASE, lastAction, releaseClaim, endClaims } = require(`${__hooks}/claim-ends-lib.js`)
const { readOrderHold, stopHolding } = require(`${__hooks}/claim-holds-lib.js`)
// Apart: how claims end and the sweep (claim-ends-lib.js), the hold budget (claim-holds-lib.js),
// batches (claim-batch-lib.js), the heartbeat (claim-renewal-lib.js).

const CLAIM_CONTEXT_SQL = queries.claimContext(SWEEP_BATCH)
const CURRENCY = new RegExp(CURRENCY_PATTERN)

/**
 * The table with its restaurant, company and open order, in one query (null: no such table).
 * @param {CoreApp} app
 */
function findTable(app, tableId) {
  const rows = $conto.rows(
    app,
    `SELECT t.id AS table_id, t.name AS table_name, t.currency, t.waiter AS table_waiter,
            r.id AS restaurant_id, r.name AS restaurant_name, r.active, r.tip_prompt,
            c.stripe_account_id, c.charges_enabled,
            COALESCE(o.id, '') AS order_id, COALESCE(o.number, 0) AS order_number, COALESCE(o.waiter, '') AS order_waiter
     FROM tables t
     JOIN restaurants r ON r.id = t.restaurant
     JOIN companies c ON c.id = r.company
     LEFT JOIN orders o ON o.\`table\` = t.id AND o.closed_at = ''
     WHERE t.id = {:table}`,
    { table: String(tableId || '') },
    {
      table_id: '', table_name: '', currency: '', table_waiter: '', restaurant_id: '', restaurant_name: '', active: false, tip_prompt: '',
      stripe_account_id: '', charges_enabled: false, order_id: '', order_number: 0, order_waiter: '',
    },
  )
  return rows.length > 0 ? rows[0] : null
}

/**
 * The chosen lines with their unit prices, whole units and shares of one more unit, or a refusal
 * when one is not on the bill or is taken (decision 018: a line is shared one way, one unit at a time).
 */
function chooseItems(state, requested) {
  const byId = {}
  for (const line of state.lines) byId[line.id] = line
  const chosen = []
  for (const choice of requested) {
    const share = choice.share || null
    if (!(choice.quantity > 0) && !share) continue
    const line = byId[choice.orderItemId]
    if (!line) return { refusal: refuse(400, 'item_not_on_bill', 'One of the chosen items is not on this bill.') }
    const quantity = Math.max(0, choice.quantity || 0)
    const free = line.quantity - line.paidQuantity - line.claimedQuantity - (line.shareInProgress ? 1 : 0)
    const taken = () =>
      refuse(409, 'items_taken', 'Some of the chosen items have just been paid or are being paid by someone else. Please refresh the bill.')
    if (quantity > free) return { refusal: taken() }
    let shareAmount = 0
    if (share) {
      if (line.shareInProgress) {
        if (share.of !== line.shareOf || share.parts > share.of - line.sharesTaken) {
          return { refusal: refuse(409, 'share_unavailable', 'That share of the item has just been taken. Please refresh the bill.') }
        }
      } else if (quantity + 1 > free) return { refusal: taken() }
      else if (line.shareOf > 0 && share.of !== line.shareOf) {
        return { refusal: refuse(409, 'share_unavailable', 'This item is being shared another way. Please refresh the bill.') }
      }
      const inProgress = line.shareInProgress
      shareAmount = maths.getUnitShareAmount({
        unitPrice: line.unitPrice,
        of: share.of,
        taken: inProgress ? line.sharesTaken : 0,
        covered: inProgress ? line.shareCovered : 0,
        parts: share.parts,
      })
    }
    chosen.push({ id: line.id, unitPrice: line.unitPrice, quantity, share, shareAmount })
  }
  if (chosen.length === 0) return { refusal: refuse(400, 'no_items_chosen', 'Choose at least one item to pay for.') }
  return { chosen }
}

/** True when every value a new claim stores is within the transactions collection's field rules. */
function isPlainClaim(found, split, tips, total) {
  return (
    CURRENCY.test(found.currency) &&
    SPLIT_MODES.indexOf(split.mode) >= 0 &&
    TIP_MODES.indexOf(tips.mode) >= 0 &&
    total <= MAX_MINOR_UNITS &&
    !(split.totalGuests > MAX_GUESTS) &&
    !(split.payingFor > MAX_GUESTS)
  )
}

/** Fits the transactions collection's Stripe id fields (text, at most 255 characters). */
function isStripeId(value) {
  return typeof value === 'string' && value.length <= 255
}

function nothingLeft(state) {
  return state.paid >= state.total
    ? refuse(409, 'bill_paid', 'This bill has already been paid.')
    : refuse(409, 'bill_being_paid', 'Someone at this table is paying the rest of the bill right now. This usually takes under 2 minutes.')
}

/**
 * What a payment of `split` (and `tips`) takes from the bill, decided by the same rules for QR
 * claims and payments staff record (decision 019): available = total − paid − live claims.
 * Returns {refusal} or {base, tip, chosen, group, payingFor, available}. `split.mode` 'amount'
 * (staff only) takes `split.amount` as it is, never more than what is available.
 */
function decideAmounts(state, split, tips) {
  if (state.total <= 0) return { refusal: refuse(409, 'nothing_to_pay', 'There is nothing to pay on this bill yet.') }
  const available = state.total - state.paid - state.claimed
  if (available <= 0) return { refusal: nothingLeft(state) }

  let chosen = []
  let group = ''
  let sharesTaken = 0
  let payingFor = 0
  if (split.mode === 'items') {
    const result = chooseItems(state, split.items)
    if (result.refusal) return { refusal: result.refusal }
    chosen = result.chosen
  } else if (split.mode === 'equal') {
    group = `equal-${split.totalGuests}`
    sharesTaken = state.equalShares[group] || 0
    if (sharesTaken >= split.totalGuests) {
      return { refusal: refuse(409, 'shares_taken', 'Every share of this split has been paid or is being paid. Please refresh the bill.') }
    }
    payingFor = Math.min(split.payingFor, split.totalGuests - sharesTaken)
  } else if (split.mode === 'amount' && split.amount > available) {
    return { refusal: refuse(409, 'amount_too_large', 'The amount is more than what is left to pay on this bill.') }
  }

  const base =
    split.mode === 'amount'
      ? split.amount
      : maths.getBaseAmount({
          mode: split.mode,
          total: state.total,
          available,
          totalGuests: split.totalGuests,
          payingFor,
          sharesTaken,
          items: chosen,
        })
  if (base <= 0) return { refusal: nothingLeft(state) }
  const tip = maths.getTipAmount(base, tips)
  if (tip > base) return { refusal: refuse(400, 'tip_too_large', 'The tip cannot be more than the amount you pay.') }
  return { base, tip, chosen, group, payingFor, available }
}

/**
 * Writes which lines a payment covers: whole units and a share of one unit are separate rows.
 * @param {CoreApp} app
 */
function addCoverage(app, transactionId, chosen) {
  if (chosen.length === 0) return
  const itemsCollection = app.findCachedCollectionByNameOrId('transaction_items')
  const addRow = (line, quantity, amount, share) => {
    const ti = new Record(itemsCollection)
    ti.set('transaction', transactionId)
    ti.set('order_item', line.id)
    ti.set('quantity', quantity)
    ti.set('amount', amount)
    ti.set('shares', share ? share.parts : 0)
    ti.set('share_of', share ? share.of : 0)
    app.save(ti)
  }
  for (const line of chosen) {
    if (line.quantity > 0) addRow(line, line.quantity, line.quantity * line.unitPrice, null)
    if (line.share) addRow(line, 0, line.shareAmount, line.share)
  }
}

/**
 * The claim lengths and caps the functions send (api-functions/stripe/claims.ts getClaimLimits,
 * from their configuration): their one home, so none is written here. Null when one is missing.
 */
function readClaimLimits(body) {
  const limits = (body && body.limits) || {}
  const names = ['idleSeconds', 'heartbeatSeconds', 'maxSeconds', 'cooldownSeconds', 'barSeconds', 'claimsPerClient', 'holdSecondsPerHour']
  return names.every((name) => Number(limits[name]) > 0) ? limits : null
}

/**
 * Where a browser's run of claims on an order stands (decisions 026, 039). A run is the claims one
 * browser (the claim its cookie names) makes one after another, with less than `cooldownSeconds`
 * between the end of one and the next; its claims never outlive its start by more than
 * `maxSeconds`, so replacing a claim does not restart the clock. A paid claim ends the run. A
 * browser whose claim a manager released stays off the order for `barSeconds`. The address does
 * not join runs: on a restaurant's Wi-Fi it is every diner's, and one phone's cooldown refused
 * them all; what bounds a client that drops its cookies is the order's hold budget (readOrderHold).
 * Returns {startedAt} (ms) or {refusal}.
 */
function readClientRun(orderId, previous, now, limits) {
  const candidates = previous && previous.getString('order') === orderId ? [previous] : []
  let startedAt = now
  for (const tx of candidates) {
    const status = tx.getString('status')
    if (status !== 'pending' && status !== 'failed') continue // paid: a new run
    const expiresAt = Date.parse(tx.getString('claim_expires_at').replace(' ', 'T')) || 0
    const endedAt = status === 'pending' ? Math.min(now, expiresAt) : Math.min(expiresAt || now, Date.parse(tx.getString('updated').replace(' ', 'T')) || now)
    // the bar follows the browser (its cookie), not the address: a restaurant's Wi-Fi is one
    // address, and the rest of the table must still be able to pay (decision 026)
    if (status === 'failed' && lastAction(tx) === STAFF_RELEASE && now < endedAt + limits.barSeconds * 1000) {
      return {
        refusal: refuse(409, 'claim_blocked', 'Staff are taking the payment of this table. Please ask a waiter.', (endedAt + limits.barSeconds * 1000 - now) / 1000),
      }
    }
    if (now - endedAt >= limits.cooldownSeconds * 1000) continue // a pause long enough: a new run
    const runStart = Date.parse((tx.getString('claim_started_at') || tx.getString('created')).replace(' ', 'T')) || now
    startedAt = Math.min(startedAt, runStart)
  }
  if (now >= startedAt + limits.maxSeconds * 1000) {
    const lastEnd = Math.max(now, startedAt + limits.maxSeconds * 1000)
    return {
      refusal: refuse(
        409,
        'claim_limit',
        'This phone has held the bill for the longest time allowed. Let the others pay, or ask a waiter.',
        (lastEnd + limits.cooldownSeconds * 1000 - now) / 1000,
      ),
    }
  }
  return { startedAt }
}

/**
 * How many live claims the client (its address) holds on the restaurant's tables besides the one
 * it is replacing, and the order's lapsed claims (claim-queries.js claimContext). A caller
 * unknown by address ('') has no claims of its own: the queries ask for claim_client != ''.
 * @param {CoreApp} app
 */
function readClaimContext(app, orderId, restaurantId, client, replaced, now) {
  const params = { order: orderId, restaurant: restaurantId, client, now: bill.toDbDate(now), replaced: replaced || '' }
  const row = $conto.rows(app, CLAIM_CONTEXT_SQL, params, { live: 0, lapsed: '' })[0]
  return { live: row.live, lapsedIds: JSON.parse(row.lapsed || '[]') }
}

/**
 * body: {tableId, split: {mode, totalGuests, payingFor, items}, tips: {mode, amount},
 * limits: {idleSeconds, maxSeconds, cooldownSeconds, barSeconds, claimsPerClient}, client (an
 * HMAC of the caller's address, '' when unknown), replaceTransactionId?}. Returns {status, body}. `found` is findTable's answer,
 * read before the transaction was opened (to hold the write lock for less time); the order it
 * names is checked again inside the transaction.
 * @param {CoreApp} app
 */
function claim(app, body, found) {
  if (!found) return refuse(404, 'table_not_found', 'This table does not exist.')
  if (!found.active) return refuse(404, 'restaurant_closed', 'This restaurant is not taking payments at the moment.')
  if (!found.order_id) return refuse(404, 'no_open_bill', 'There is no open bill for this table.')

  // the same browser's previous claim does not count against it, and ends only if this one is granted
  const previous = body.replaceTransactionId ? bill.findOrNull(() => app.findRecordById('transactions', body.replaceTransactionId)) : null
  const replaced =
    previous && previous.getString('status') === 'pending' && previous.getString('order') === found.order_id && !bill.isSettling(previous)
      ? previous.id
      : ''
  const limits = readClaimLimits(body)
  if (!limits) return refuse(400, 'invalid_request', 'limits must give every claim length and cap.')
  const now = Date.now()
  const context = readClaimContext(app, found.order_id, found.restaurant_id, body.client || '', replaced, now)
  const run = readClientRun(found.order_id, previous, now, limits)
  if (run.refusal) return run.refusal
  if (context.live >= limits.claimsPerClient) {
    return refuse(429, 'rate_limited', 'Too many payments are open from this connection. Please wait a moment and try again.', limits.idleSeconds)
  }
  // past the order's hold budget nobody holds it, this claim included; just after "Sblocca" this
  // claim holds nothing, but others keep what they hold (docs/decisions/039)
  const hold = found.hold || readOrderHold(app, found.order_id, now, limits)
  if (hold.spent) stopHolding(app, found.order_id, now)
  const holds = !hold.spent && !hold.released
  const state = bill.readBillState(app, found.order_id, { excludeId: replaced })
  // closed since the table was read (the order is only ever read again from here on)
  if (!state.open) return refuse(404, 'no_open_bill', 'There is no open bill for this table.')
  // a restaurant without a tip step takes no tip, whatever an older copy of its page sends
  const tips = found.tip_prompt === 'off' ? { mode: 'fixed', amount: 0 } : body.tips
  const decided = decideAmounts(state, body.split, tips)
  if (decided.refusal) return decided.refusal
  const { base, tip, chosen, group, payingFor, available } = decided
  const split = body.split

  // the values in one call: each call from a hook into a record costs while the others wait
  const tx = new Record(app.findCachedCollectionByNameOrId('transactions'), {
    order: found.order_id,
    restaurant: found.restaurant_id,
    waiter: found.order_waiter || found.table_waiter,
    status: 'pending',
    channel: 'qr',
    currency: found.currency,
    base_amount: base,
    tip_amount: tip,
    total_amount: base + tip,
    split_mode: split.mode,
    split_group: group,
    split_total_guests: split.mode === 'equal' ? split.totalGuests : 0,
    split_paying_for: payingFor,
    tip_mode: tips.mode,
    claim_started_at: bill.toDbDate(run.startedAt),
    claim_expires_at: bill.toDbDate(Math.min(now + limits.idleSeconds * 1000, run.startedAt + limits.maxSeconds * 1000, holds ? hold.until : Infinity)),
    claim_client: String(body.client || '').slice(0, 64),
    claim_holds_nothing: !holds,
    claim_holds_until: holds ? bill.toDbDate(hold.until) : '',
    logs: [bill.logEntry('claimed', holds ? { base, tip, available } : { base, tip, available, holds: false })],
  })
  // saved while holding the write lock: skip re-validating what was just read in this transaction
  // or checked here (relation lookups are most of a save's time); anything unusual is validated
  if (isPlainClaim(found, split, tips, base + tip)) app.saveNoValidate(tx)
  else app.save(tx)
  const released = replaced ? releaseClaim(app, replaced, 'replaced', found.order_id) : null
  // only once granted: a refusal returns no sessions to expire, so the periodic sweep ends those
  const lapsed = endClaims(app, context.lapsedIds)

  addCoverage(app, tx.id, chosen)

  return {
    status: 200,
    body: {
      transaction: { id: tx.id, currency: found.currency, base, tip, total: base + tip, claimExpiresAt: tx.getString('claim_expires_at') },
      order: { id: found.order_id, number: found.order_number },
      table: { id: found.table_id, name: found.table_name },
      restaurant: { id: found.restaurant_id, name: found.restaurant_name },
      company: { stripeAccountId: found.stripe_account_id, chargesEnabled: found.charges_enabled },
      released,
      lapsed,
    },
  }
}

/** A codice lotteria: 8 letters or digits, case-sensitive. */
const LOTTERY_CODE = new RegExp(LOTTERY_CODE_PATTERN)

/**
 * Keeps the diner's codice lotteria on a payment still being made ('' takes it off). Only while it
 * is pending: once paid, its documento has been written with whatever code it had then.
 * @param {CoreApp} app
 */
function setLotteryCode(app, transactionId, code) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx) return refuse(404, 'payment_not_found', 'Payment not found.')
  if (typeof code !== 'string' || (code !== '' && !LOTTERY_CODE.test(code))) {
    return refuse(400, 'lottery_code_invalid', 'A lottery code has 8 letters or digits.')
  }
  if (tx.getString('status') !== 'pending') return refuse(409, 'payment_ended', 'This payment has already ended. Please start a new one.')
  if (tx.getString('lottery_code') !== code) {
    tx.set('lottery_code', code)
    app.save(tx)
  }
  return { status: 200, body: { id: tx.id, lotteryCode: code } }
}

module.exports = { claim, findTable, decideAmounts, addCoverage, setLotteryCode, readClaimLimits, isStripeId }
