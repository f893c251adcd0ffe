/* global module */
// The printer's day against Conto's (issue 35): a till asks how many documenti Conto recorded as
// printed on this printer (serial) in this fiscal day (Z number), and what they certify, to compare
// with what the printer says it emitted (directIO 1387's document number). A documento printed by
// hand on the RT, or by another till, shows as a difference.

const { refuse, isWhole } = require(`${__hooks}/http-lib.js`)
const { restaurantFor, ANY_STAFF } = require(`${__hooks}/staff-auth-lib.js`)
const tills = require(`${__hooks}/tills-lib.js`)

const DAY_SQL = `
  SELECT COUNT(*) AS printed,
         COALESCE(SUM(CASE WHEN kind = 'sale' THEN 1 ELSE -1 END * CAST(COALESCE(json_extract(document, '$.total'), 0) AS INTEGER)), 0) AS certified
  FROM fiscal_jobs
  WHERE restaurant = {:restaurant} AND status = 'printed'
    AND json_extract(result, '$.serial') = {:serial} AND CAST(json_extract(result, '$.zNumber') AS INTEGER) = {:z}`

/**
 * POST /api/conto/fiscal/day {restaurant, device, serial, zNumber, printerCount?, printerAmount?}
 * → {printed, certified}. With what the printer said (its document count in the Z, and at the
 * closure the day's amount in minor units), the comparison is kept for the dashboard and the shift
 * report: one record per printer and Z, the latest word winning.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function readFiscalDay(app, auth, body) {
  const found = restaurantFor(app, auth, body.restaurant, ANY_STAFF)
  if (found.refusal) return found.refusal
  const restaurant = found.restaurant
  const till = tills.tillFor(app, restaurant.id, body.device)
  if (till.refusal) return till.refusal
  if (typeof body.serial !== 'string' || !/^[A-Z0-9]{6,20}$/.test(body.serial) || !isWhole(body.zNumber, 0, 9999)) {
    return refuse(400, 'invalid_request', 'serial and zNumber must be the printer’s.')
  }
  const hasCount = body.printerCount !== undefined
  const hasAmount = body.printerAmount !== undefined
  if ((hasCount && !isWhole(body.printerCount, 0, 99999)) || (hasAmount && !Number.isSafeInteger(body.printerAmount))) {
    return refuse(400, 'invalid_request', 'printerCount and printerAmount must be whole numbers.')
  }
  const row = $conto.rows(app, DAY_SQL, { restaurant: restaurant.id, serial: body.serial, z: body.zNumber }, { printed: 0, certified: 0 })[0]
  if (hasCount) {
    keepComparison(app, restaurant.id, body, { printed: row.printed, certified: row.certified, amountKnown: hasAmount })
  }
  return { status: 200, body: { printed: row.printed, certified: row.certified } }
}

/**
 * Writes the printer's word and Conto's beside it; an amount once known stays (a later count does not clear it).
 * @param {CoreApp} app
 */
function keepComparison(app, restaurantId, body, conto) {
  const existing = app.findRecordsByFilter('fiscal_days', 'restaurant = {:restaurant} && serial = {:serial} && z_number = {:z}', '', 1, 0, {
    restaurant: restaurantId,
    serial: body.serial,
    z: body.zNumber,
  })
  const day = existing.length > 0 ? existing[0] : new Record(app.findCachedCollectionByNameOrId('fiscal_days'))
  day.set('restaurant', restaurantId)
  day.set('serial', body.serial)
  day.set('z_number', body.zNumber)
  day.set('printer_count', body.printerCount)
  day.set('conto_count', conto.printed)
  day.set('conto_amount', conto.certified)
  if (conto.amountKnown) {
    day.set('printer_amount', body.printerAmount)
    day.set('closed', true)
  }
  const amountDiffers = day.getBool('closed') && day.getInt('printer_amount') !== conto.certified
  day.set('differs', body.printerCount !== conto.printed || amountDiffers)
  app.save(day)
}

module.exports = { readFiscalDay }
