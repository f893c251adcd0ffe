/* global module */
// The Cassa's side of the fiscal outbox (issue 22, decision 031). A restaurant's jobs print one at
// a time, oldest first: a Cassa takes the head job, prints it, and says what the printer answered.
// Because nothing after the head prints until the head is settled, the printer's last document is
// always the head's or the one before it: a Cassa that takes over a job whose answer was lost (or
// whose Cassa died) asks the printer for its last document and finds the job's reference there or
// not, before it prints anything. Two Cassa pages never hold the same job: taking is one write in
// one transaction, and a Cassa that keeps printing renews its lease by asking again.

const { refuse, isWhole, readText } = require(`${__hooks}/http-lib.js`)
const { restaurantFor, ANY_STAFF, MANAGERS } = require(`${__hooks}/staff-auth-lib.js`)
const bill = require(`${__hooks}/bill-state.js`)
const tills = require(`${__hooks}/tills-lib.js`)

/** How long a Cassa holds the head job without asking again before another may take it over. */
const LEASE_SECONDS = 45
const STATUSES = "(status = 'pending' || status = 'printing' || status = 'unclear')"

function readJson(record, field) {
  return JSON.parse(record.getString(field) || 'null')
}

/**
 * What the Cassa needs to print a job: its document, the departments, and the original it cites.
 * @param {CoreApp} app
 */
function describeJob(app, job, restaurant, mode) {
  const document = readJson(job, 'document') || {}
  let original = null
  if (document.original) {
    const sale = bill.findOrNull(() => app.findRecordById('fiscal_jobs', document.original))
    original = sale ? readJson(sale, 'result') : null
  }
  return {
    id: job.id,
    key: job.getString('key'),
    kind: job.getString('kind'),
    mode,
    reference: `Conto ${job.getString('key')}`,
    document,
    original,
    departments: readJson(restaurant, 'fiscal_departments') || {},
    attempts: job.getInt('attempts'),
    // where the printer stood right before a till sent it; null: never sent (print-job.ts)
    baseline: readJson(job, 'baseline'),
  }
}

function leaseAlive(job, now) {
  const claimed = new Date(job.getString('claimed_at').replace(' ', 'T')).getTime()
  return Number.isFinite(claimed) && now - claimed < LEASE_SECONDS * 1000
}

/**
 * POST /api/conto/fiscal/next {restaurant, device}: the head job for this Cassa, with how to treat it —
 * 'print' (never tried), 'resume' (this Cassa holds it: the answer may have been lost, ask the printer
 * first) or 'verify' (taken over from a silent Cassa: ask the printer first); {job: null, busy} while
 * another Cassa holds it; {job: null} when nothing waits.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function takeNext(app, auth, body) {
  const found = restaurantFor(app, auth, body.restaurant, ANY_STAFF)
  if (found.refusal) return found.refusal
  const restaurant = found.restaurant
  // an enrolled till, not a name any page can make up (tills-lib.js)
  const till = tills.tillFor(app, restaurant.id, body.device)
  if (till.refusal) return till.refusal
  const now = Date.now()
  for (;;) {
    const heads = app.findRecordsByFilter('fiscal_jobs', `restaurant = {:restaurant} && ${STATUSES}`, 'created,id', 1, 0, { restaurant: restaurant.id })
    const job = heads[0]
    if (!job) return { status: 200, body: { job: null } }
    // nobody knows whether it printed: nothing after it prints until a manager says
    if (job.getString('status') === 'unclear') return { status: 200, body: { job: null, unclear: { id: job.id } } }
    const document = readJson(job, 'document') || {}
    if (document.original) {
      const sale = bill.findOrNull(() => app.findRecordById('fiscal_jobs', document.original))
      if (!sale || sale.getString('status') === 'failed') {
        // the documento it would cite was never printed: nothing to cancel on the RT
        job.set('status', 'failed')
        job.set('last_error', 'original_not_printed')
        app.save(job)
        continue
      }
    }
    let mode = 'print'
    if (job.getString('status') === 'printing') {
      if (job.getString('device') === till.tillId) mode = 'resume'
      else if (leaseAlive(job, now)) return { status: 200, body: { job: null, busy: true } }
      else mode = 'verify'
    }
    if (mode !== 'resume') job.set('attempts', job.getInt('attempts') + 1)
    job.set('status', 'printing')
    job.set('device', till.tillId)
    job.set('claimed_at', bill.toDbDate(now))
    app.save(job)
    return { status: 200, body: { job: describeJob(app, job, restaurant, mode) } }
  }
}

/**
 * The job when the caller's Cassa holds it; else {refusal}. An already printed job is {done}.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function heldJob(app, auth, jobId, device) {
  const job = bill.findOrNull(() => app.findRecordById('fiscal_jobs', String(jobId || '')))
  if (!job) return { refusal: refuse(404, 'fiscal_job_not_found', 'This fiscal job does not exist.') }
  const found = restaurantFor(app, auth, job.getString('restaurant'), ANY_STAFF)
  if (found.refusal) return { refusal: found.refusal.status === 404 ? refuse(404, 'fiscal_job_not_found', 'This fiscal job does not exist.') : found.refusal }
  const till = tills.tillFor(app, job.getString('restaurant'), device)
  if (till.refusal) return { refusal: till.refusal }
  if (job.getString('status') === 'printed') return { job, done: true }
  // only the till holding a job may say what became of it: a job that may have printed is never
  // failed, or reported printed, by anyone else
  if (job.getString('status') !== 'printing' || job.getString('device') !== till.tillId) {
    return { refusal: refuse(409, 'fiscal_job_not_yours', 'Another till is printing this job, or it is no longer waiting to print.') }
  }
  return { job }
}

/** A printer position {zNumber, documentNumber}, {unknown: true}, or null when it is neither. */
function readBaseline(baseline) {
  if (!baseline || typeof baseline !== 'object') return null
  if (baseline.unknown === true && Object.keys(baseline).length === 1) return { unknown: true }
  const { zNumber, documentNumber } = baseline
  if (!isWhole(zNumber, 0, 9999) || !isWhole(documentNumber, 0, 9999)) return null
  return { zNumber, documentNumber }
}

function readResult(result) {
  if (!result || typeof result !== 'object') return null
  const { documentNumber, zNumber, date, serial } = result
  if (!isWhole(documentNumber, 1, 9999) || !isWhole(zNumber, 0, 9999)) return null
  if (typeof date !== 'string' || !/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(date) || typeof serial !== 'string' || !/^[A-Z0-9]{6,20}$/.test(serial)) return null
  return { documentNumber, zNumber, date, serial }
}

// A printer's position as one number: Z number, then document number within it.
const LAST_PRINTED_SQL = `
  SELECT COALESCE(MAX(CAST(json_extract(result, '$.zNumber') AS INTEGER) * 10000 + CAST(json_extract(result, '$.documentNumber') AS INTEGER)), -1) AS last
  FROM fiscal_jobs
  WHERE restaurant = {:restaurant} AND status = 'printed' AND id != {:job} AND json_extract(result, '$.serial') = {:serial}`

/**
 * A refusal when this number is not ahead of every documento the same printer (serial) printed
 * for the restaurant: jobs print one at a time, in order, so a number that is taken or behind is
 * not this job's (issue 34: a waiter reported a 2,50 € payment "printed" with another's number).
 * @param {CoreApp} app
 */
function numberBehind(app, job, result) {
  const row = $conto.rows(app, LAST_PRINTED_SQL, { restaurant: job.getString('restaurant'), job: job.id, serial: result.serial }, { last: 0 })[0]
  if (result.zNumber * 10000 + result.documentNumber > row.last) return null
  return refuse(409, 'fiscal_number_behind', 'This documento number is already taken or comes before the last one printed on this printer.')
}

/**
 * POST /api/conto/fiscal/jobs/{id}/renew {device, baseline}: the Cassa is about to send the job to
 * the printer and asks whether it still holds it, renewing the lease and storing where the
 * printer's counter stands now. A Cassa frozen in the background since it took the job finds out
 * here that another took it over (409), before it can print it again.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function renewLease(app, auth, jobId, body) {
  const held = heldJob(app, auth, jobId, body.device)
  if (held.refusal) return held.refusal
  if (held.done) return refuse(409, 'fiscal_job_not_yours', 'This job has been printed.')
  // null: the printer refused the document in so many words, so it did not print
  const baseline = body.baseline === null ? null : readBaseline(body.baseline)
  if (!baseline && body.baseline !== null) return refuse(400, 'invalid_request', 'baseline must be {zNumber, documentNumber}, {unknown: true} or null.')
  held.job.set('baseline', baseline)
  held.job.set('claimed_at', bill.toDbDate(Date.now()))
  app.save(held.job)
  return { status: 200, body: { job: { id: held.job.id, status: 'printing' } } }
}

/**
 * POST /api/conto/fiscal/jobs/{id}/printed {device, result}: the printer certified it. Once.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function markPrinted(app, auth, jobId, body) {
  const held = heldJob(app, auth, jobId, body.device)
  if (held.refusal) return held.refusal
  if (held.done) return { status: 200, body: { job: { id: held.job.id, status: 'printed', result: readJson(held.job, 'result') } } }
  const result = readResult(body.result)
  if (!result) return refuse(400, 'invalid_request', 'result needs documentNumber, zNumber, date (d/M/yyyy) and serial.')
  const job = held.job
  const behind = numberBehind(app, job, result)
  if (behind) return behind
  job.set('status', 'printed')
  job.set('result', result)
  job.set('printed_at', bill.toDbDate(Date.now()))
  job.set('last_error', '')
  app.save(job)
  tellThePos(app, job)
  return { status: 200, body: { job: { id: job.id, status: 'printed', result } } }
}

/**
 * POST /api/conto/fiscal/jobs/{id}/failed {device, error}: the printer refused the document for a
 * reason printing again will not change (its data). Paper end and the like are not reported here:
 * the Cassa keeps the job and tries again.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function markFailed(app, auth, jobId, body) {
  const held = heldJob(app, auth, jobId, body.device)
  if (held.refusal) return held.refusal
  if (held.done) return refuse(409, 'fiscal_job_not_yours', 'This job has been printed.')
  held.job.set('status', 'failed')
  held.job.set('last_error', readText(body.error).slice(0, 500) || 'refused')
  app.save(held.job)
  return { status: 200, body: { job: { id: held.job.id, status: 'failed' } } }
}

/**
 * POST /api/conto/fiscal/jobs/{id}/unclear {device, unclear: {reason, baseline, seen}}: the till
 * holding the job cannot tell from the printer whether it printed. The queue stops behind it.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function markUnclear(app, auth, jobId, body) {
  const held = heldJob(app, auth, jobId, body.device)
  if (held.refusal) return held.refusal
  if (held.done) return refuse(409, 'fiscal_job_not_yours', 'This job has been printed.')
  const unclear = body.unclear && typeof body.unclear === 'object' ? body.unclear : {}
  const reasons = ['no_baseline', 'not_fiscal', 'moved', 'not_next']
  if (!reasons.includes(unclear.reason)) return refuse(400, 'invalid_request', `unclear.reason must be one of ${reasons.join(', ')}.`)
  if (readBaseline(unclear.baseline) === null) return refuse(400, 'invalid_request', 'unclear.baseline must be a printer position or {unknown: true}.')
  const seen = unclear.seen && typeof unclear.seen === 'object' ? unclear.seen : null
  held.job.set('status', 'unclear')
  held.job.set('unclear', {
    reason: unclear.reason,
    baseline: readBaseline(unclear.baseline),
    seen: seen ? { zNumber: seen.zNumber, documentNumber: seen.documentNumber, amount: seen.amount, date: String(seen.date || ''), fiscal: seen.fiscal === true } : null,
  })
  held.job.set('last_error', `unclear_${unclear.reason}`)
  app.save(held.job)
  return { status: 200, body: { job: { id: held.job.id, status: 'unclear' } } }
}

/**
 * POST /api/conto/fiscal/jobs/{id}/resolve {printed, result?}: a manager has looked at the printer's
 * paper. Printed: the documento's number, Z and date as printed (and the printer's serial, which
 * the Cassa knows); not printed: the job goes back to the head of the queue, to be printed.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function resolveUnclear(app, auth, jobId, body) {
  const job = bill.findOrNull(() => app.findRecordById('fiscal_jobs', String(jobId || '')))
  if (!job) return refuse(404, 'fiscal_job_not_found', 'This fiscal job does not exist.')
  const found = restaurantFor(app, auth, job.getString('restaurant'), MANAGERS)
  if (found.refusal) return found.refusal.status === 404 ? refuse(404, 'fiscal_job_not_found', 'This fiscal job does not exist.') : found.refusal
  if (job.getString('status') !== 'unclear') return refuse(409, 'fiscal_job_not_unclear', 'This job is not waiting for a decision.')
  if (body.printed === true) {
    const result = readResult(body.result)
    if (!result) return refuse(400, 'invalid_request', 'result needs documentNumber, zNumber, date (d/M/yyyy) and serial.')
    const behind = numberBehind(app, job, result)
    if (behind) return behind
    job.set('status', 'printed')
    job.set('result', result)
    job.set('printed_at', bill.toDbDate(Date.now()))
  } else if (body.printed === false) {
    job.set('status', 'pending')
    job.set('device', '')
    job.set('baseline', null)
  } else {
    return refuse(400, 'invalid_request', 'printed must be true or false.')
  }
  job.set('last_error', '')
  app.save(job)
  if (body.printed === true) tellThePos(app, job)
  return { status: 200, body: { job: { id: job.id, status: job.getString('status') } } }
}

/**
 * POST /api/conto/fiscal/jobs/{id}/retry: a manager puts a failed job back in the queue.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function retryJob(app, auth, jobId) {
  const job = bill.findOrNull(() => app.findRecordById('fiscal_jobs', String(jobId || '')))
  if (!job) return refuse(404, 'fiscal_job_not_found', 'This fiscal job does not exist.')
  const found = restaurantFor(app, auth, job.getString('restaurant'), MANAGERS)
  if (found.refusal) return found.refusal.status === 404 ? refuse(404, 'fiscal_job_not_found', 'This fiscal job does not exist.') : found.refusal
  if (job.getString('status') !== 'failed') return refuse(409, 'fiscal_job_not_failed', 'Only a job that failed can be tried again.')
  // a sale whose payment was voided since: printing it now would certify money nobody kept
  const tx = job.getString('kind') === 'sale' && job.getString('transaction') ? bill.findOrNull(() => app.findRecordById('transactions', job.getString('transaction'))) : null
  if (tx && tx.getString('status') === 'voided') return refuse(409, 'fiscal_job_voided', 'This payment was voided: its receipt is not printed.')
  job.set('status', 'pending')
  job.set('device', '')
  job.set('baseline', null)
  job.set('last_error', '')
  app.save(job)
  return { status: 200, body: { job: { id: job.id, status: 'pending' } } }
}

/**
 * A payment's own documento printed: the POS hears its number (payment.certified, decision 044),
 * written in the same transaction as the job's status. A documento for a whole table (fiscal_mode
 * table) names no single payment: the POS reads it from the payments feed.
 * @param {CoreApp} app
 * @param {core.Record} job
 */
function tellThePos(app, job) {
  if (job.getString('kind') !== 'sale' || !job.getString('transaction')) return
  const tx = bill.findOrNull(() => app.findRecordById('transactions', job.getString('transaction')))
  if (tx) require(`${__hooks}/pos-outbox-lib.js`).emit(app, 'payment.certified', tx)
}

module.exports = { takeNext, renewLease, markPrinted, markFailed, markUnclear, resolveUnclear, retryJob, LEASE_SECONDS }
