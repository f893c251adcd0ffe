/// <reference path="./pocketbase.d.ts" />
/* global ValidationError */
// Nothing switches fiscal receipts off by the way (issue 36): emptying the department map of a
// restaurant that certifies needs `stop_certifying: true`, which the settings form sends only after
// asking. The field is not stored. A save from an older copy is refused first (base-copies-lib.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/base-copies-lib.js`).refuseStaleCopy(e)
  const body = e.requestInfo().body || {}
  const mapped = (text) => {
    const map = JSON.parse(text || 'null')
    return map !== null && typeof map === 'object' && Object.keys(map).length > 0
  }
  const stops = mapped(e.record.original().getString('fiscal_departments')) && !mapped(e.record.getString('fiscal_departments'))
  if (stops && body.stop_certifying !== true) {
    const message = 'Emptying the printer departments stops fiscal receipts for every payment: confirm it explicitly.'
    throw new ApiError(409, message, { fiscal_departments: new ValidationError('fiscal_stop_unconfirmed', message) })
  }
  e.next()
}, 'restaurants')
