/* global module */
// What a payment certifies on the restaurant's RT, by VAT rate (issue 22). Pure functions: the
// fiscal outbox builds each job's document with them inside the payment's own transaction.
//
// A payment that names its items (by items, a share of one item) certifies exactly those lines.
// A payment that does not (equal parts, an amount, the whole bill) is split across the VAT rates
// in proportion to what each rate still has to pay on the bill, to the cent. Splitting by what is
// *left* — not by the bill's total — makes the last payment take exactly the rest of every rate,
// so the documenti of a bill always add up, rate by rate, to the bill.

const { VAT_CODES } = require(`${__hooks}/vat-lib.js`)

/**
 * Splits `amount` (minor units) across the rates of `remaining` ({rate: minor units still to pay}),
 * in proportion, largest remainder first, ties to the rate listed first in VAT_CODES. No rate gets
 * more than it has left; what is beyond the total left comes back as `unallocated`.
 */
function allocateByRate(amount, remaining) {
  const rates = VAT_CODES.filter((code) => (remaining[code] || 0) > 0)
  const left = rates.reduce((sum, code) => sum + remaining[code], 0)
  const byRate = {}
  if (amount >= left) {
    for (const code of rates) byRate[code] = remaining[code]
    return { byRate, unallocated: amount - left }
  }
  let given = 0
  const remainders = []
  for (const code of rates) {
    const exact = amount * remaining[code]
    byRate[code] = Math.floor(exact / left)
    given += byRate[code]
    remainders.push({ code, remainder: exact % left })
  }
  // the cents the floors left out go to the largest remainders; sort is stable, so ties keep VAT_CODES order
  remainders.sort((a, b) => b.remainder - a.remainder)
  for (let index = 0; given < amount; index += 1) {
    byRate[remainders[index].code] += 1
    given += 1
  }
  return { byRate, unallocated: 0 }
}

/** What each rate of a bill still has to pay: its lines' totals less what earlier documents certified. */
function getRemainingByRate(lines, certified) {
  const remaining = {}
  for (const line of lines) remaining[line.vat] = (remaining[line.vat] || 0) + line.quantity * line.unitPrice
  for (const code of Object.keys(certified || {})) remaining[code] = (remaining[code] || 0) - certified[code]
  for (const code of Object.keys(remaining)) if (remaining[code] < 0) remaining[code] = 0
  return remaining
}

module.exports = { allocateByRate, getRemainingByRate }
