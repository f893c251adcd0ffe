/// <reference path="./pocketbase.d.ts" />
/* global module */

// Shared by pb_hooks/signup.pb.js (required inside each handler; not a hook file itself).
// Pure functions only, so tests/unit/signup-lib.test.ts loads this file as it is.
const { escapeHtml } = require(`${__hooks}/mail-lib.js`)
// the same bounds and e-mail pattern as the sign-up form (src/features/auth/signup.ts)
const rules = require(`${__hooks}/shared-rules.js`)

const { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, SIGNUP_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, SUPPORTED_LANGUAGES } = rules
const EMAIL = new RegExp(rules.EMAIL_PATTERN)

/** CONTO_OPEN_SIGNUP: anything but false/0/off (any case) keeps sign-up open; unset = open. */
function isSignupOpen(value) {
  return ['false', '0', 'off'].indexOf(String(value || '').trim().toLowerCase()) < 0
}

function text(value) {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Checks a sign-up body. Returns `{values, fields}`: the cleaned values, and for each field that
 * is wrong its code (empty when everything is right). Passwords are never trimmed.
 */
function validateSignup(body) {
  const input = body || {}
  const fields = {}
  const values = {
    companyName: text(input.companyName),
    name: text(input.name),
    email: text(input.email),
    password: typeof input.password === 'string' ? input.password : '',
    passwordConfirm: typeof input.passwordConfirm === 'string' ? input.passwordConfirm : '',
    language: text(input.language) || 'it',
    country: text(input.country).toUpperCase() || 'IT',
    currency: text(input.currency).toUpperCase() || 'EUR',
  }

  if (!values.companyName) fields.companyName = 'required'
  else if (values.companyName.length > SIGNUP_NAME_MAX_LENGTH) fields.companyName = 'too_long'
  if (!values.name) fields.name = 'required'
  else if (values.name.length > SIGNUP_NAME_MAX_LENGTH) fields.name = 'too_long'

  if (!values.email) fields.email = 'required'
  else if (values.email.length > EMAIL_MAX_LENGTH || !EMAIL.test(values.email)) fields.email = 'invalid_email'

  if (!values.password) fields.password = 'required'
  else if (values.password.length < PASSWORD_MIN_LENGTH) fields.password = 'too_short'
  else if (values.password.length > PASSWORD_MAX_LENGTH) fields.password = 'too_long'
  if (!values.passwordConfirm) fields.passwordConfirm = 'required'
  else if (values.password && values.passwordConfirm !== values.password) fields.passwordConfirm = 'mismatch'

  if (SUPPORTED_LANGUAGES.indexOf(values.language) < 0) fields.language = 'invalid'
  if (!/^[A-Z]{2}$/.test(values.country)) fields.country = 'invalid'
  if (!new RegExp(rules.CURRENCY_PATTERN).test(values.currency)) fields.currency = 'invalid'
  return { values: values, fields: fields }
}

/** The refusal of a sign-up with wrong fields, in the project's `{error: {code, message}}` shape. */
function invalidInput(fields) {
  return { status: 400, body: { error: { code: 'invalid_input', message: 'Some fields need attention.', fields: fields } } }
}

const verificationTexts = {
  it: {
    subject: 'Conferma il tuo indirizzo e-mail su Conto',
    greeting: (c) => (c.name ? `Ciao ${c.name},` : 'Ciao,'),
    body: (c) =>
      c.company
        ? `conferma il tuo indirizzo e-mail per iniziare a configurare ${c.company} su Conto.`
        : 'conferma il tuo indirizzo e-mail per usare il tuo account Conto.',
    action: "Conferma l'indirizzo e-mail",
    expiry: (days) => `Il link vale ${days} ${days === 1 ? 'giorno' : 'giorni'}. Se non hai creato tu questo account, ignora questa e-mail.`,
  },
  en: {
    subject: 'Confirm your e-mail address for Conto',
    greeting: (c) => (c.name ? `Hi ${c.name},` : 'Hi,'),
    body: (c) =>
      c.company
        ? `please confirm your e-mail address to start setting up ${c.company} on Conto.`
        : 'please confirm your e-mail address to use your Conto account.',
    action: 'Confirm e-mail address',
    expiry: (days) => `The link is valid for ${days} ${days === 1 ? 'day' : 'days'}. If you didn't create this account, ignore this e-mail.`,
  },
}

/**
 * Subject, HTML and text of the verification e-mail, in the user's language (Italian by default).
 * The link opens the app's /verify-email page, never PocketBase's dashboard.
 */
function verificationMail(c) {
  const language = verificationTexts[c.language] ? c.language : 'it'
  const t = verificationTexts[language]
  const days = Math.max(1, Math.round((c.tokenSeconds || 259200) / 86400))
  const link =
    `${String(c.appUrl || '').replace(/\/+$/, '')}/verify-email` + `?token=${encodeURIComponent(c.token)}&lang=${language}`
  const html =
    `<p>${escapeHtml(t.greeting(c))}</p>` +
    `<p>${escapeHtml(t.body(c))}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t.action)}</a></p>` +
    `<p>${escapeHtml(link)}</p>` +
    `<p style="color:#6b5f57">${escapeHtml(t.expiry(days))}</p>`
  const text = `${t.greeting(c)}\n\n${t.body(c)}\n\n${t.action}: ${link}\n\n${t.expiry(days)}\n`
  return { subject: t.subject, html: html, text: text, link: link }
}

// Which sign-up field each record field stands for, by the record being saved.
const RECORD_FIELDS = {
  company: { name: 'companyName', default_currency: 'currency', country: 'country' },
  user: { email: 'email', password: 'password', name: 'name', language: 'language' },
}

/**
 * The sign-up fields behind PocketBase's refusal to save a record: `details` is its validation
 * errors as {field: message} (what a thrown Go validation error reads as in JSON); null when the
 * error is not a field's.
 */
function readSaveErrors(stage, details) {
  if (!details || typeof details !== 'object') return null
  const fields = {}
  const names = RECORD_FIELDS[stage] || {}
  for (const name of Object.keys(details)) {
    const field = names[name]
    if (!field) continue
    const reason = String(details[name])
    fields[field] = field === 'email' && /unique/i.test(reason) ? 'email_taken' : field === 'email' ? 'invalid_email' : 'invalid'
  }
  return Object.keys(fields).length > 0 ? fields : null
}

/**
 * The staff member with this e-mail address, any case; null when there is none.
 * @param {CoreApp} app
 */
function findStaffByEmail(app, email) {
  const found = app.findAllRecords('users', $dbx.exp('LOWER([[email]]) = LOWER({:email})', { email: email }))
  return found.length > 0 ? found[0] : null
}

module.exports = {
  findStaffByEmail,
  readSaveErrors,
  isSignupOpen,
  validateSignup,
  invalidInput,
  verificationMail,
}
