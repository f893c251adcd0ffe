/* global module */
// The split and tip formulas of src/domain/bill-maths.ts, for the claim route: it must compute the
// amount inside its own database transaction. CommonJS (loaded with require() by the hooks);
// tests/unit/claims-maths-parity.test.ts checks it gives the same numbers as bill-maths.ts.

/** A percent tip (hundredths of a percent in integers) rounded half up; a fixed tip as given. */
function getTipAmount(base, tip) {
  if (!Number.isFinite(tip.amount) || tip.amount <= 0) return 0
  if (tip.mode === 'fixed') return Math.trunc(tip.amount)
  if (base <= 0) return 0
  const basisPoints = Math.round(tip.amount * 100)
  return Math.floor((base * basisPoints * 2 + 10000) / 20000)
}

/** floor(total·(s+p)/n) − floor(total·s/n): the shares of one split sum exactly to the total. */
function getEqualShareAmount(total, totalGuests, payingFor, sharesTaken) {
  if (total <= 0 || totalGuests < 1 || payingFor < 1) return 0
  const taken = Math.min(Math.max(0, sharesTaken), totalGuests)
  const paying = Math.min(payingFor, totalGuests - taken)
  return Math.floor((total * (taken + paying)) / totalGuests) - Math.floor((total * taken) / totalGuests)
}

/** What `parts` shares of one unit cover: floor(P·(s+k)/n) − covered; the last share pays P − covered. */
function getUnitShareAmount(input) {
  if (input.unitPrice <= 0 || input.of < 2 || input.parts < 1) return 0
  const upTo = Math.min(input.of, Math.max(0, input.taken) + input.parts)
  const target = upTo >= input.of ? input.unitPrice : Math.floor((input.unitPrice * upTo) / input.of)
  return Math.max(0, target - input.covered)
}

/**
 * The amount a payment covers before the tip, never more than what is available.
 * input: {mode, total, available, totalGuests, payingFor, sharesTaken, items: [{unitPrice, quantity, shareAmount}]}
 */
function getBaseAmount(input) {
  const available = Math.max(0, input.available)
  if (input.mode === 'full') return available
  if (input.mode === 'equal') {
    // the last share of a split pays what is left, so nothing stays open by a cent
    if (input.sharesTaken + input.payingFor >= input.totalGuests) return available
    return Math.min(available, getEqualShareAmount(input.total, input.totalGuests, input.payingFor, input.sharesTaken))
  }
  let subtotal = 0
  for (const line of input.items) subtotal += line.unitPrice * Math.max(0, line.quantity) + Math.max(0, line.shareAmount || 0)
  return Math.min(available, subtotal)
}

function greatestDivisor(a, b) {
  return b === 0 ? a : greatestDivisor(b, a % b)
}

const VULGAR_FRACTIONS = {
  '1/2': '½', '1/3': '⅓', '2/3': '⅔', '1/4': '¼', '3/4': '¾', '1/5': '⅕', '2/5': '⅖', '3/5': '⅗', '4/5': '⅘',
  '1/6': '⅙', '5/6': '⅚', '1/7': '⅐', '1/8': '⅛', '3/8': '⅜', '5/8': '⅝', '7/8': '⅞', '1/9': '⅑', '1/10': '⅒',
}

/** A share of one unit as people write it, in lowest terms: '⅓', else '2/7' (src/domain/share-fraction.ts). */
function formatShare(parts, of) {
  const divisor = parts > 0 && of > 0 ? greatestDivisor(parts, of) : 1
  const plain = `${parts / divisor}/${of / divisor}`
  return VULGAR_FRACTIONS[plain] || plain
}

module.exports = { getTipAmount, getEqualShareAmount, getUnitShareAmount, getBaseAmount, formatShare }
