/// <reference path="./pocketbase.d.ts" />
/* global onMailerRecordOTPSend, ValidationError */

// Only an administrator changes an e-mail address (SPEC §6). Admins change other people's
// addresses through the users manageRule; this closes the self-service e-mail change flow.
onRecordRequestEmailChangeRequest((e) => {
  if (e.record.getString('role') !== 'admin') {
    throw new ForbiddenError('Only an administrator can change an e-mail address.', {
      email: new ValidationError('role_forbidden', 'Only an administrator can change an e-mail address.'),
    })
  }
  e.next()
}, 'users')

// Staff list shows "last login": stamp it once a sign-in is complete, by password or by code.
// A password that still needs its second factor throws from e.next(), so it stamps nothing; a
// session refresh has no auth method and is not a sign-in.
onRecordAuthRequest((e) => {
  e.next()
  if (!e.record || !e.authMethod) return
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

// The sign-in code e-mail (docs/decisions/028), in the member's language.
onMailerRecordOTPSend((e) => {
  const mail = require(`${__hooks}/sign-in-lib.js`).signInCodeMail({
    language: e.record.getString('language'),
    name: e.record.getString('name'),
    code: String(e.meta.password),
    seconds: e.record.collection().otp.duration,
  })
  e.message.subject = mail.subject
  e.message.html = mail.html
  e.message.text = mail.text
  e.next()
}, 'users')
