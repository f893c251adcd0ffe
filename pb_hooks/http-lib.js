/* global module */
/// <reference path="./pocketbase.d.ts" />
// The plumbing every Conto route shares: how a route refuses (`{error: {code, message}}`, the
// codes in src/domain/function-error-codes.ts), how it reads plain values from a body, and how it
// runs its work in one database transaction. No domain here.
const { LEDGER_TEXT_MAX } = require(`${__hooks}/shared-rules.js`)

/**
 * A refusal: its code is translated in the SPA; `retryAfter` (seconds) becomes the answer's
 * Retry-After where the functions pass it on.
 */
function refuse(status, code, message, retryAfter) {
  const error = { code, message }
  if (retryAfter > 0) error.retryAfter = Math.ceil(retryAfter)
  return { status, body: { error } }
}

function invalid(message) {
  return refuse(400, 'invalid_request', message)
}

function isWhole(value, min, max) {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/** A string of `min` to `max` characters (a Stripe id, a source, a reason as the functions send it). */
function isText(value, min, max) {
  return typeof value === 'string' && value.length >= min && value.length <= max
}

/** A reason or note as typed: trimmed, at most LEDGER_TEXT_MAX characters. */
function readText(value) {
  return typeof value === 'string' ? value.trim().slice(0, LEDGER_TEXT_MAX) : ''
}

/**
 * Runs `work(txApp)` in one database transaction and answers its {status, body}. An answer with
 * `rollback: true` undoes everything the work wrote (a refusal found after a first write).
 * @param {core.RequestEvent} e
 */
function respond(e, work) {
  /** @type {any} set inside the transaction below */
  let answer = null
  try {
    e.app.runInTransaction((txApp) => {
      answer = work(txApp)
      if (answer.rollback) throw new Error('rolled back: ' + answer.status)
    })
  } catch (error) {
    if (!answer || !answer.rollback) throw error
  }
  return e.json(answer.status, answer.body)
}

module.exports = { refuse, invalid, isWhole, isText, readText, respond }
