/// <reference path="./pocketbase.d.ts" />
/* global $os, $mails, onMailerRecordVerificationSend */

// Sign-up (docs/decisions/021-sign-up.md): a new company and its first administrator, created
// together or not at all, then the verification e-mail. CONTO_OPEN_SIGNUP=false closes it, except
// on an empty instance, where the first company and admin can always be created.
// (Route handlers run in their own VM, so shared code lives in signup-lib.js and is required.)

// GET /api/conto/signup: whether the sign-up page may be used, and whether this is the first run.
routerAdd('GET', '/api/conto/signup', (e) => {
  const lib = require(`${__hooks}/signup-lib.js`)
  const firstRun = e.app.countRecords('companies') === 0
  return e.json(200, { open: firstRun || lib.isSignupOpen($os.getenv('CONTO_OPEN_SIGNUP')), firstRun: firstRun })
})

// POST /api/conto/signup {companyName, name, email, password, passwordConfirm, language, country?, currency?}
// → 201 {ok, email, mailSent}, also when the address already has an account (its owner gets an
// e-mail instead). Refusals: 400 invalid_input with `fields` ({email: 'invalid_email'}…), 403 signup_closed. Nobody is signed in here: the person confirms their address, then signs in.
routerAdd('POST', '/api/conto/signup', (e) => {
  const lib = require(`${__hooks}/signup-lib.js`)
  const checked = lib.validateSignup(e.requestInfo().body)
  const values = checked.values
  const open = lib.isSignupOpen($os.getenv('CONTO_OPEN_SIGNUP'))

  let refusal = null
  /** @type {any} set inside the transaction below */
  let user = null
  let existing = null
  let stage = 'company'
  try {
    // The closed/first-run check, the duplicate check and both writes share one transaction:
    // two people racing for the first company of a closed instance cannot both get one.
    e.app.runInTransaction((txApp) => {
      if (!open && txApp.countRecords('companies') > 0) {
        refusal = {
          status: 403,
          body: { error: { code: 'signup_closed', message: 'Sign-up is closed. Ask an administrator for an invitation.' } },
        }
        return
      }
      const fields = checked.fields
      if (Object.keys(fields).length > 0) {
        refusal = lib.invalidInput(fields)
        return
      }
      existing = lib.findStaffByEmail(txApp, values.email)
      if (existing) return

      const company = new Record(txApp.findCollectionByNameOrId('companies'))
      company.set('name', values.companyName)
      company.set('default_currency', values.currency)
      company.set('country', values.country)
      company.set('sign_in_code', true)
      txApp.save(company)
      stage = 'user'

      user = new Record(txApp.findCollectionByNameOrId('users'))
      user.setEmail(values.email)
      user.setPassword(values.password)
      user.setVerified(false)
      user.set('name', values.name)
      user.set('company', company.id)
      user.set('role', 'admin')
      user.set('status', 'active')
      user.set('language', values.language)
      txApp.save(user)
    })
  } catch (error) {
    // PocketBase's own field validation refused a record (a rule this route does not repeat);
    // the transaction rolled back, so nothing was saved.
    let details = null
    try {
      // a Go validation error reads as {value: {field: message}}
      details = JSON.parse(JSON.stringify(error)).value
    } catch {
      // not a validation error
    }
    const fields = lib.readSaveErrors(stage, details)
    if (!fields) throw error
    // the same address signed up at the same moment by someone else: answered like any taken one
    if (fields.email === 'email_taken') existing = lib.findStaffByEmail(e.app, values.email)
    e.app.logger().warn('Sign-up refused by record validation', 'error', String(error))
    if (!existing) refusal = lib.invalidInput(fields)
  }
  if (refusal) return e.json(refusal.status, refusal.body)

  // An address that already has an account gets the same answer as a new one, so the form does
  // not tell anyone who works where (docs/decisions/028); its owner is told by e-mail instead.
  // The password is hashed anyway so that both answers take as long.
  if (existing) {
    new Record(e.app.findCollectionByNameOrId('users')).setPassword(values.password)
    let mailSent = true
    try {
      const mail = require(`${__hooks}/sign-in-lib.js`).addressTakenMail({
        language: existing.getString('language') || values.language,
        name: existing.getString('name'),
        appUrl: e.app.settings().meta.appURL,
      })
      require(`${__hooks}/mail-lib.js`).sendMail(e.app, { to: existing.email(), toName: existing.getString('name'), subject: mail.subject, html: mail.html, text: mail.text })
    } catch (error) {
      mailSent = false
      e.app.logger().error('Address-taken e-mail failed', 'user', existing.id, 'error', String(error))
    }
    return e.json(201, { ok: true, email: values.email, mailSent: mailSent })
  }

  // After the commit: the mail is slow, and a failure must not undo the account (the check-inbox
  // screen offers to send it again).
  let mailSent = true
  try {
    $mails.sendRecordVerification(e.app, user)
  } catch (error) {
    mailSent = false
    e.app.logger().error('Verification e-mail failed', 'user', user.id, 'error', String(error))
  }
  return e.json(201, { ok: true, email: values.email, mailSent: mailSent })
})

// Every verification e-mail of a staff member, the sign-up's and "send it again"
// (POST /api/collections/users/request-verification), is this one: in their language, with a
// link to the app's /verify-email page instead of PocketBase's dashboard.
onMailerRecordVerificationSend((e) => {
  const lib = require(`${__hooks}/signup-lib.js`)
  const record = e.record
  let company = ''
  try {
    if (record.getString('company')) company = e.app.findRecordById('companies', record.getString('company')).getString('name')
  } catch {
    // a deleted company leaves the greeting without its name
  }
  const mail = lib.verificationMail({
    language: record.getString('language'),
    appUrl: e.app.settings().meta.appURL,
    token: e.meta.token,
    tokenSeconds: record.collection().verificationToken.duration,
    name: record.getString('name'),
    company: company,
  })
  e.message.subject = mail.subject
  e.message.html = mail.html
  e.message.text = mail.text
  e.next()
}, 'users')
