/* global module */
// The atomic claim (DESIGN invariant 2). Runs inside one database transaction: re-reads the
// bill, computes what is still available (total − paid − live claims), refuses what exceeds it,
// else records the pending transaction that holds the claim until its checkout ends.
const maths = require(`${__hooks}/claims-maths.js`)
const bill = require(`${__hooks}/bill-state.js`)
const { refuse } = require(`${__hooks}/http-lib.js`)
const queries = require(`${__hooks}/claim-queries.js`)
const { MAX_MINOR_UNITS, MAX_GUESTS, SPLIT_MODES, TIP_MODES, LOTTERY_CODE_PATTERN } = require(`${__hooks}/shared-rules.js`)

/** The most lapsed claims one sweep (or one claim) ends; the next takes the rest. */
const SWEEP_BATCH = 200
const CLAIM_CONTEXT_SQL = queries.claimContext(SWEEP_BATCH)
const LAPSED_EVERYWHERE_SQL = queries.lapsedClaims(false, SWEEP_BATCH)

/** True for a claim whose bank debit is settling: a payment on its way, not a claim to give up. */
function isSettling(tx) {
  return bill.readLogs(tx).some((entry) => entry.action === 'processing')
}

/**
 * Ends a pending claim (released, expired, replaced…); completed payments are never touched.
 * `expireLater` marks its Stripe session for the functions' sweep to expire, for callers that
 * cannot reach Stripe themselves (staff routes in PocketBase).
 * @param {CoreApp} app
 */
function releaseClaim(app, transactionId, reason, orderId, details, expireLater) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx || tx.getString('status') !== 'pending') return null
  if (orderId && tx.getString('order') !== orderId) return null
  if (isSettling(tx)) return null
  tx.set('status', 'failed')
  if (expireLater && tx.getString('stripe_session_id')) tx.set('session_to_expire', true)
  bill.appendLog(tx, reason, details)
  app.save(tx)
  if (reason === STAFF_RELEASE) forgetHolds(app, tx.getString('order'))
  return { id: tx.id, sessionId: tx.getString('stripe_session_id') }
}

/**
 * A manager released the claim ("Sblocca"): its payment page stops instead of claiming again, and
 * its browser stays off the order for a while. A claim ended because staff took a payment or closed
 * the bill ('released_for_staff') is an ordinary ended claim: the page may claim what is left.
 */
const STAFF_RELEASE = 'released_by_staff'

/** The last log entry's action of a transaction ('' when it has none). */
function lastAction(tx) {
  const logs = bill.readLogs(tx)
  return logs.length > 0 ? String(logs[logs.length - 1].action || '') : ''
}

/**
 * Staff always win (decision 026): ends every live claim on an order that is not a payment
 * already settling, so a payment staff take or a close never waits for a diner's phone. Their
 * Stripe sessions are expired by the functions' sweep. Returns the claims ended.
 * @param {CoreApp} app
 */
function releaseLiveClaims(app, orderId, by) {
  const live = app.findRecordsByFilter('transactions', "order = {:order} && status = 'pending' && claim_expires_at > {:now}", '', 0, 0, {
    order: orderId,
    now: bill.toDbDate(Date.now()),
  })
  const ended = []
  for (const tx of live) {
    const released = releaseClaim(app, tx.id, 'released_for_staff', orderId, { by }, true)
    if (released) ended.push(released)
  }
  return ended
}

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
    /^[A-Z]{3}$/.test(found.currency) &&
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

const HOUR_MS = 3600 * 1000

/**
 * Where the order's hold stands (docs/decisions/039). An order is held by claims for at most
 * `holdSecondsPerHour` in any hour, whoever holds it, so no number of addresses and cookies keeps
 * a table from paying by phone for longer: past it (`spent`) every claim holds nothing. The budget
 * counts as spent a couple of heartbeats before its end, so a page still open keeps its payment
 * instead of seeing it lapse. For `barSeconds` after a manager's "Sblocca" (`released`) a new
 * claim holds nothing either; the claims already there keep what they hold. `until` (ms): the
 * latest a holding claim may hold (earlier than the budget's end while only the claims' added-up
 * times were read, which is when they leave room enough).
 * @param {CoreApp} app
 */
function readOrderHold(app, orderId, now, limits) {
  const budgetMs = limits.holdSecondsPerHour * 1000
  const marginMs = 2 * limits.heartbeatSeconds * 1000
  // the budget's end only moves later as time passes (held time grows no faster than the clock,
  // and the hour's window lets old time go), so an end read before holds until near it
  const key = holdKey(orderId, limits)
  const known = Number(app.store().get(key)) || 0
  if (known - now > marginMs + HOLD_RECHECK_MS) return { spent: false, released: false, until: known }
  const params = {
    order: orderId,
    since: bill.toDbDate(now - HOUR_MS),
    now: bill.toDbDate(now),
    dayAhead: bill.toDbDate(now + 24 * HOUR_MS),
    releasedSince: bill.toDbDate(now - limits.barSeconds * 1000),
  }
  const row = $conto.rows(app, queries.ORDER_HOLD, params, { held_at_most_ms: 0, released: false })[0]
  let heldMs = row.held_at_most_ms
  if (budgetMs - heldMs < marginMs) heldMs = $conto.rows(app, queries.ORDER_HELD_MS, params, { ms: 0 })[0].ms
  const hold = { spent: budgetMs - heldMs < marginMs, released: Boolean(row.released), until: now + budgetMs - heldMs }
  if (!hold.spent && !hold.released) app.store().set(key, hold.until)
  else app.store().remove(key)
  return hold
}

/**
 * A read end is read again this long before it (a claim ended may be saved again later, by the
 * sweep, which moves its end up to 30 s on).
 */
const HOLD_RECHECK_MS = 60 * 1000
const HOLD_KEY_PREFIX = 'conto.hold.'

/** The app store's key of an order's known budget end, for one budget (tests run several). */
function holdKey(orderId, limits) {
  return `${HOLD_KEY_PREFIX}${orderId}.${limits.holdSecondsPerHour}.${limits.heartbeatSeconds}`
}

/**
 * Forgets the order's known budget ends ("Sblocca" changes what a new claim holds at once), or,
 * without an order, those long passed (the sweep), so the store does not grow with every order.
 * @param {CoreApp} app
 */
function forgetHolds(app, orderId) {
  const all = app.store().getAll()
  const now = Date.now()
  for (const key of Object.keys(all)) {
    if (!key.startsWith(HOLD_KEY_PREFIX)) continue
    if (orderId ? key.startsWith(`${HOLD_KEY_PREFIX}${orderId}.`) : Number(all[key]) < now - HOUR_MS) app.store().remove(key)
  }
}

/**
 * Ends what the order's live claims hold (their payments go on): record saves, so the diners'
 * bills and the bill-read memory hear of it at once.
 * @param {CoreApp} app
 */
function stopHolding(app, orderId, now) {
  const holding = app.findRecordsByFilter('transactions', "order = {:order} && status = 'pending' && claim_expires_at > {:now} && claim_holds_nothing = false", '', 0, 0, {
    order: orderId,
    now: bill.toDbDate(now),
  })
  for (const tx of holding) {
    // a bank debit settling is a payment on its way, not a hold: it keeps its money (decision 026)
    if (isSettling(tx)) continue
    tx.set('claim_holds_nothing', true)
    tx.set('claim_holds_until', bill.toDbDate(now))
    bill.appendLog(tx, 'stopped_holding')
    app.save(tx)
  }
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
    previous && previous.getString('status') === 'pending' && previous.getString('order') === found.order_id && !isSettling(previous)
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

/**
 * Records the Stripe session a claim is paid through, inside the batch's transaction (runBatch). A
 * claim that ended before its session was attached (staff took the payment meanwhile) still records
 * it, and answers its status so the caller expires the session instead of handing it out.
 * @param {CoreApp} app
 */
function attachSession(app, transactionId, body) {
  const sessionId = body.sessionId
  const paymentIntentId = body.paymentIntentId || ''
  if (!isStripeId(sessionId) || !isStripeId(paymentIntentId)) return attachSessionValidated(app, transactionId, sessionId, paymentIntentId)
  // every checkout does this while others wait for the write lock: one UPDATE of the two Stripe
  // ids and the log (it decides on the row as it stands: staff ending the claim before it is seen
  // in `status`, after it mark the session to expire themselves), not a record save (which
  // re-encodes and re-hooks the whole payment). Like the heartbeat, it sends no realtime event:
  // the amounts it holds were announced with the claim. It answers the claim's status itself;
  // only a claim already attached (or none) is read again.
  const attached = $conto.rows(
    app,
    `UPDATE transactions
       SET stripe_session_id = {:session},
           stripe_payment_intent_id = CASE WHEN {:intent} != '' THEN {:intent} ELSE stripe_payment_intent_id END,
           session_to_expire = CASE WHEN status = 'failed' THEN TRUE ELSE session_to_expire END,
           logs = json_insert(CASE WHEN json_valid(logs) AND json_type(logs) = 'array' THEN logs ELSE '[]' END, '$[#]',
                              json_object('action', 'checkout_created', 'time', {:time}, 'session', {:session})),
           updated = {:updated}
       WHERE id = {:id} AND stripe_session_id = ''
       RETURNING status`,
    { id: transactionId, session: sessionId, intent: paymentIntentId, time: new Date().toISOString(), updated: bill.toDbDate(Date.now()) },
    { status: '' },
  )
  if (attached.length > 0) return { status: 200, body: { id: transactionId, status: attached[0].status } }
  const rows = $conto.rows(app, 'SELECT status FROM transactions WHERE id = {:id}', { id: transactionId }, { status: '' })
  if (rows.length === 0) return refuse(404, 'payment_not_found', 'Payment not found.')
  return { status: 200, body: { id: transactionId, status: rows[0].status } }
}

/**
 * attachSession for ids out of the ordinary: a record save, so the collection's rules refuse what they must.
 * @param {CoreApp} app
 */
function attachSessionValidated(app, transactionId, sessionId, paymentIntentId) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (!tx) return refuse(404, 'payment_not_found', 'Payment not found.')
  if (!tx.getString('stripe_session_id')) {
    tx.set('stripe_session_id', sessionId)
    if (paymentIntentId) tx.set('stripe_payment_intent_id', paymentIntentId)
    if (tx.getString('status') === 'failed') tx.set('session_to_expire', true)
    bill.appendLog(tx, 'checkout_created', { session: sessionId })
    app.save(tx)
  }
  return { status: 200, body: { id: tx.id, status: tx.getString('status') } }
}

/** The most requests one batch carries (api-functions/stripe/claims.ts sends at most 50). */
const MAX_BATCH = 100

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)

/** body.requests when it lists 1–MAX_BATCH requests, each {claim: {…}} or {session: {…}}; else null. */
function readBatch(body) {
  const requests = body && body.requests
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > MAX_BATCH) return null
  return requests.every((request) => isObject(request) && (isObject(request.claim) || isObject(request.session))) ? requests : null
}

/**
 * Each request's answer ({status, body}): claims (claim) and Stripe sessions (attachSession), one
 * after the other in one transaction, one commit for all. When a decision throws, nothing of the
 * batch was written: each is decided again in its own transaction, and one that throws again
 * answers 500 alone. A failure after every decision was made (the commit, or a hook after it) is
 * not retried, as it may have been written: every request answers 500, as a lost answer would.
 * @param {CoreApp} app
 */
function runBatch(app, requests) {
  // read before the write lock is taken; each claim checks again inside that its order is open.
  // The order's hold too (the hour's claims, its heaviest read): a claim granted in between moves
  // the budget's end by the milliseconds of this batch (docs/decisions/039)
  const now = Date.now()
  const tables = requests.map((request) => {
    const found = request.claim ? findTable(app, request.claim.tableId) : null
    const limits = found && found.order_id ? readClaimLimits(request.claim) : null
    return found && limits ? Object.assign({ hold: readOrderHold(app, found.order_id, now, limits) }, found) : found
  })
  const decide = (txApp, index) => {
    const request = requests[index]
    if (request.claim) return claim(txApp, request.claim, tables[index])
    return attachSession(txApp, String(request.session.id || ''), request.session)
  }
  const failed = () => refuse(500, 'request_failed', 'The request could not be completed.')
  const indexes = requests.map((_, index) => index)
  let answers = null
  let decidedAll = false
  try {
    app.runInTransaction((txApp) => {
      answers = indexes.map((index) => decide(txApp, index))
      decidedAll = true
    })
    return answers
  } catch (error) {
    console.error('claim batch:', String(error))
    if (decidedAll) return indexes.map(failed)
  }
  return indexes.map((index) => {
    try {
      /** @type {any} set inside the transaction below */
      let answer = null
      app.runInTransaction((txApp) => {
        answer = decide(txApp, index)
      })
      return answer
    } catch (error) {
      console.error('claim batch, alone:', String(error))
      return failed()
    }
  })
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

/**
 * Renews a live claim: its end moves to `idleSeconds` from now, never past `maxSeconds` after its
 * run started, never past the order's hold budget while it holds (past that it goes on holding
 * nothing: docs/decisions/039) and never earlier than it was (a bank debit still settling is held
 * for days). The payment page's heartbeat: reads, then one UPDATE, no record save (no hooks, no
 * realtime event: nobody needs to hear about a renewal) unless the claims stop holding.
 * @param {CoreApp} app
 */
function renewClaim(app, transactionId, limits) {
  const now = Date.now()
  const nowDb = bill.toDbDate(now)
  const live = $conto.rows(
    app,
    "SELECT `order` AS order_id, claim_holds_nothing, claim_holds_until FROM transactions WHERE id = {:id} AND status = 'pending' AND claim_expires_at > {:now}",
    { id: transactionId, now: nowDb },
    { order_id: '', claim_holds_nothing: false, claim_holds_until: '' },
  )
  if (live.length === 0) return renewRefusal(app, transactionId)
  let until = now + limits.idleSeconds * 1000
  let holdsUntil = ''
  if (!live[0].claim_holds_nothing) {
    // while this claim holds, the budget's end only moves later (the hour's window slides on):
    // the end read before is good until the renewal would reach near it (docs/decisions/039)
    let end = Date.parse(live[0].claim_holds_until.replace(' ', 'T')) || 0
    if (end < until + 2 * limits.heartbeatSeconds * 1000) {
      // read without the write lock: a budget spent a moment after this read is seen at the next beat
      const hold = readOrderHold(app, live[0].order_id, now, limits)
      if (hold.spent) app.runInTransaction((txApp) => stopHolding(txApp, live[0].order_id, now))
      end = hold.spent ? Infinity : hold.until
      if (!hold.spent) holdsUntil = bill.toDbDate(end)
    }
    until = Math.min(until, end)
  }
  // the cap counts from the start of the client's run, across replaced claims (decision 026)
  const capped = "strftime('%Y-%m-%d %H:%M:%fZ', COALESCE(NULLIF(claim_started_at, ''), created), '+' || {:maxSeconds} || ' seconds')"
  const params = { id: transactionId, now: nowDb, until: bill.toDbDate(until), maxSeconds: Math.trunc(limits.maxSeconds), holdsUntil }
  // one UPDATE statement: atomic on its own
  $conto.rows(
    app,
    `UPDATE transactions
     SET claim_expires_at = MIN({:until}, ${capped}),
         claim_holds_until = CASE WHEN {:holdsUntil} != '' AND claim_holds_nothing = FALSE THEN {:holdsUntil} ELSE claim_holds_until END
     WHERE id = {:id} AND status = 'pending' AND claim_expires_at > {:now}
       AND claim_expires_at < MIN({:until}, ${capped})`,
    params,
    {},
  )
  const rows = $conto.rows(
    app,
    "SELECT claim_expires_at FROM transactions WHERE id = {:id} AND status = 'pending' AND claim_expires_at > {:now}",
    { id: transactionId, now: nowDb },
    { claim_expires_at: '' },
  )
  if (rows.length === 0) return renewRefusal(app, transactionId)
  return { status: 200, body: { claimExpiresAt: rows[0].claim_expires_at } }
}

/**
 * Why a claim cannot be renewed: staff took over, or it ended.
 * @param {CoreApp} app
 */
function renewRefusal(app, transactionId) {
  const tx = bill.findOrNull(() => app.findRecordById('transactions', transactionId))
  if (tx && tx.getString('status') === 'failed' && lastAction(tx) === STAFF_RELEASE) {
    return refuse(409, 'claim_released', 'Staff have taken over the payment of this table. Please ask a waiter.')
  }
  return refuse(409, 'claim_ended', 'This payment has ended. Please start it again.')
}

/**
 * Ends pending claims whose time has passed, everywhere (the sweep; a granted claim ends its own
 * order's with the ids its context read): they already stopped counting; marking them failed makes
 * that final, and their Stripe sessions are returned so the caller expires them (a payment that
 * completes anyway is counted or refunded by reconcile).
 * @param {CoreApp} app
 */
function endLapsedClaims(app) {
  forgetHolds(app, '')
  const rows = $conto.rows(app, LAPSED_EVERYWHERE_SQL, { now: bill.toDbDate(Date.now()) }, { id: '' })
  return endClaims(app, rows.map((row) => row.id))
}

/**
 * Marks lapsed claims (their ids) failed, each still pending; returns them with their sessions.
 * @param {CoreApp} app
 */
function endClaims(app, ids) {
  const ended = []
  for (const id of ids) {
    const tx = app.findRecordById('transactions', id)
    // a claim this one replaced was ended as 'replaced' meanwhile
    if (tx.getString('status') !== 'pending') continue
    tx.set('status', 'failed')
    bill.appendLog(tx, 'lapsed')
    app.save(tx)
    ended.push({ id: tx.id, sessionId: tx.getString('stripe_session_id') })
  }
  return ended
}

/**
 * Claims staff routes ended whose Stripe sessions are still to be expired; handed over once.
 * @param {CoreApp} app
 */
function takeSessionsToExpire(app) {
  const marked = app.findRecordsByFilter('transactions', 'session_to_expire = true', '', SWEEP_BATCH, 0)
  const sessions = []
  for (const tx of marked) {
    tx.set('session_to_expire', false)
    app.saveNoValidate(tx)
    sessions.push({ id: tx.id, sessionId: tx.getString('stripe_session_id') })
  }
  return sessions
}

module.exports = {
  claim, findTable, releaseClaim, releaseLiveClaims, attachSession, renewClaim, endLapsedClaims, takeSessionsToExpire,
  decideAmounts, addCoverage, isSettling, setLotteryCode, readBatch, runBatch, readClaimLimits,
}
