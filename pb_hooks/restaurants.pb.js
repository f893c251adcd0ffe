/// <reference path="../pb_data/types.d.ts" />
/* global ValidationError */
// No save undoes another (DESIGN invariant 8, issue 36). A settings form sends, beside the fields
// the person changed, the `updated` time of the copy it started from (`base_updated`): a save
// based on an older copy is refused, so a second tab opened before a change cannot put the old
// values back. And nothing switches fiscal receipts off by the way: emptying the department map
// of a restaurant that certifies needs `stop_certifying: true`, which the form sends only after
// asking. Neither field is stored; PocketBase ignores fields a collection does not have.
onRecordUpdateRequest((e) => {
  const body = e.requestInfo().body || {}
  const base = body.base_updated
  if (typeof base === 'string' && base !== '' && base !== e.record.original().getString('updated')) {
    const message = 'Someone changed these settings since this page was opened. Reload the page and make the change again.'
    throw new ApiError(409, message, { base_updated: new ValidationError('stale_copy', message) })
  }
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
