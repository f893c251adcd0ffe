/// <reference path="./pocketbase.d.ts" />
/* global ValidationError */
// Nothing switches fiscal receipts off by the way (issue 36): emptying the department map of a
// restaurant that certifies, or handing the certifying to its POS (fiscal_by, decision 044), needs
// `stop_certifying: true`, which the settings form sends only after asking. The field is not
// stored. A save from an older copy is refused first (base-copies-lib.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/base-copies-lib.js`).refuseStaleCopy(e)
  const body = e.requestInfo().body || {}
  const mapped = (text) => {
    const map = JSON.parse(text || 'null')
    return map !== null && typeof map === 'object' && Object.keys(map).length > 0
  }
  const certifying = (record) => mapped(record.getString('fiscal_departments')) && record.getString('fiscal_by') !== 'pos'
  const stops = certifying(e.record.original()) && !certifying(e.record)
  if (stops && body.stop_certifying !== true) {
    const message = 'Emptying the printer departments, or letting the POS certify, stops Conto printing fiscal receipts for every payment: confirm it explicitly.'
    throw new ApiError(409, message, { fiscal_departments: new ValidationError('fiscal_stop_unconfirmed', message) })
  }
  e.next()
}, 'restaurants')
