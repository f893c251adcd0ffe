/* global module */
// VAT rates and printer departments on the server (src/domain/vat.ts is the SPA's side; both take
// the rates from src/domain/shared-rules.ts).
const { VAT_CODES, MIN_DEPARTMENT, MAX_DEPARTMENT } = require(`${__hooks}/shared-rules.js`)

/** A map of known rates to departments MIN_DEPARTMENT–MAX_DEPARTMENT, no department used twice. */
function isDepartmentMap(map) {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return false
  const used = {}
  for (const code of Object.keys(map)) {
    const department = map[code]
    if (VAT_CODES.indexOf(code) < 0 || !Number.isInteger(department) || department < MIN_DEPARTMENT || department > MAX_DEPARTMENT || used[department]) return false
    used[department] = true
  }
  return true
}

module.exports = { isDepartmentMap }
