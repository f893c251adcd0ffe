/// <reference path="./pocketbase.d.ts" />
/* global module, ValidationError */
// No save undoes another (DESIGN invariant 8, issue 36). A form that edits a shared record sends,
// beside the fields the person changed, the `updated` time of the copy it started from
// (`base_updated`, src/lib/live/record-changes.ts): a save based on an older copy is refused, so a
// second tab or a colleague's screen opened before a change cannot put the old values back.
// The field is not stored; PocketBase ignores fields a collection does not have.

/** Throws 409 `stale_copy` when the request's `base_updated` is not the record's `updated`. */
function refuseStaleCopy(e) {
  const base = (e.requestInfo().body || {}).base_updated
  if (typeof base === 'string' && base !== '' && base !== e.record.original().getString('updated')) {
    const message = 'Someone else changed this after the page was opened. Reload the page and make the change again.'
    throw new ApiError(409, message, { base_updated: new ValidationError('stale_copy', message) })
  }
}

module.exports = { refuseStaleCopy }
