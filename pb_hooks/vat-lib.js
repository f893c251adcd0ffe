/* global module */
// VAT rates and printer departments on the server (src/lib/vat.ts is the SPA's side; a unit test
// keeps the two lists equal).

/** The rates a restaurant sells at, then the natura codes of sales without VAT. */
const VAT_CODES = ['22', '10', '5', '4', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6']

/** A map of known rates to departments 1–99, no department used twice. */
function isDepartmentMap(map) {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return false
  const used = {}
  for (const code of Object.keys(map)) {
    const department = map[code]
    if (VAT_CODES.indexOf(code) < 0 || !Number.isInteger(department) || department < 1 || department > 99 || used[department]) return false
    used[department] = true
  }
  return true
}

module.exports = { VAT_CODES, isDepartmentMap }
