/// <reference path="../pb_data/types.d.ts" />

// Only an administrator changes an e-mail address (SPEC §6). Admins change other people's
// addresses through the users manageRule; this closes the self-service e-mail change flow.
onRecordRequestEmailChangeRequest((e) => {
  if (e.record.getString('role') !== 'admin') {
    throw new ForbiddenError('Only an administrator can change an e-mail address.')
  }
  e.next()
}, 'users')

// Staff list shows "last login": stamp it after a successful password sign-in.
onRecordAuthWithPasswordRequest((e) => {
  e.next()
  if (!e.record) return
  e.record.set('last_login', new Date().toISOString())
  e.app.saveNoValidate(e.record)
}, 'users')

// An invited member becomes active once they have set their own password from the e-mail link.
onRecordConfirmPasswordResetRequest((e) => {
  e.next()
  if (e.record && e.record.getString('status') === 'invited') {
    e.record.set('status', 'active')
    e.app.saveNoValidate(e.record)
  }
}, 'users')
