/// <reference path="../pb_data/types.d.ts" />
/* global BoolField */
// Sign-in that a guesser cannot get through (docs/decisions/028). Administrators and managers of
// a company that asks for it (companies.sign_in_code, on for every company but the demo) enter a
// one-time code sent by e-mail after their password: PocketBase's own MFA with its e-mail OTP.
// OTP alone is a sign-in method too (a waiter may use it; for the others it is one factor of two).
// The OTP routes get per-address limits like the password route's; PocketBase adds its own 5
// attempts per 3 minutes per account on top.
const MFA_RULE = "(role = 'admin' || role = 'manager') && company.sign_in_code = true"
const OTP_LIMITS = [
  { label: '*:requestOTP', audience: '', maxRequests: 5, duration: 300 },
  { label: '*:authWithOTP', audience: '', maxRequests: 10, duration: 60 },
]

migrate((app) => {
  const companies = app.findCollectionByNameOrId('companies')
  companies.fields.add(new BoolField({ name: 'sign_in_code' }))
  app.save(companies)
  // every company that exists is a real one: it gets the safer sign-in at once
  app.db().newQuery('UPDATE companies SET sign_in_code = TRUE').execute()

  const users = app.findCollectionByNameOrId('users')
  users.otp.enabled = true
  users.otp.duration = 600
  users.otp.length = 6
  users.mfa.enabled = true
  users.mfa.duration = 900
  users.mfa.rule = MFA_RULE
  app.save(users)

  const settings = app.settings()
  const labels = OTP_LIMITS.map((rule) => rule.label)
  settings.rateLimits.rules = OTP_LIMITS.concat(settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) < 0))
  app.save(settings)
}, (app) => {
  const users = app.findCollectionByNameOrId('users')
  users.otp.enabled = false
  users.mfa.enabled = false
  users.mfa.rule = ''
  app.save(users)

  const companies = app.findCollectionByNameOrId('companies')
  companies.fields.removeByName('sign_in_code')
  app.save(companies)

  const settings = app.settings()
  const labels = OTP_LIMITS.map((rule) => rule.label)
  settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) < 0)
  app.save(settings)
})
