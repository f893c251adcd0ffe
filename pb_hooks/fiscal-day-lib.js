/* global module */
// The printer's day against Conto's (issue 35): a till asks how many documenti Conto recorded as
// printed on this printer (serial) in this fiscal day (Z number), and what they certify, to compare
// with what the printer says it emitted (directIO 1387's document number). A documento printed by
// hand on the RT, or by another till, shows as a difference.

const ledger = require(`${__hooks}/ledger-lib.js`)
const tills = require(`${__hooks}/tills-lib.js`)

const DAY_SQL = `
  SELECT COUNT(*) AS printed,
         COALESCE(SUM(CASE WHEN kind = 'sale' THEN 1 ELSE -1 END * CAST(COALESCE(json_extract(document, '$.total'), 0) AS INTEGER)), 0) AS certified
  FROM fiscal_jobs
  WHERE restaurant = {:restaurant} AND status = 'printed'
    AND json_extract(result, '$.serial') = {:serial} AND CAST(json_extract(result, '$.zNumber') AS INTEGER) = {:z}`

function refuse(status, code, message) {
  return { status, body: { error: { code, message } } }
}

/** POST /api/conto/fiscal/day {restaurant, device, serial, zNumber} → {printed, certified} */
function readFiscalDay(app, auth, body) {
  const found = tills.restaurantFor(app, auth, body.restaurant, ledger.ANY_STAFF)
  if (found.refusal) return found.refusal
  const restaurant = found.restaurant
  const till = tills.tillFor(app, restaurant.id, body.device)
  if (till.refusal) return till.refusal
  if (typeof body.serial !== 'string' || !/^[A-Z0-9]{6,20}$/.test(body.serial) || !ledger.isWhole(body.zNumber, 0, 9999)) {
    return refuse(400, 'invalid_request', 'serial and zNumber must be the printer’s.')
  }
  const row = $conto.rows(app, DAY_SQL, { restaurant: restaurant.id, serial: body.serial, z: body.zNumber }, { printed: 0, certified: 0 })[0]
  return { status: 200, body: { printed: row.printed, certified: row.certified } }
}

module.exports = { readFiscalDay }
