/// <reference path="./pocketbase.d.ts" />
/* global module */

// Shared by pb_hooks/users.pb.js and signup.pb.js (required inside each handler; not a hook file
// itself). Pure functions only, so unit tests load this file as it is.
const { escapeHtml } = require(`${__hooks}/mail-lib.js`)

const texts = {
  it: {
    codeSubject: (c) => `${c.code} è il tuo codice di accesso a Conto`,
    greeting: (c) => (c.name ? `Ciao ${c.name},` : 'Ciao,'),
    codeBody: 'ecco il codice per entrare in Conto:',
    codeExpiry: (minutes) => `Vale ${minutes} minuti. Se non stai entrando tu, qualcuno conosce la tua password: cambiala subito.`,
    takenSubject: 'Qualcuno ha provato a registrarsi su Conto con il tuo indirizzo',
    takenBody: "È stata chiesta una nuova registrazione a Conto con questo indirizzo e-mail, che ha già un account. Non abbiamo creato niente.",
    takenAction: 'Se eri tu, accedi o reimposta la password:',
    takenIgnore: 'Se non eri tu, ignora questa e-mail.',
  },
  en: {
    codeSubject: (c) => `${c.code} is your Conto sign-in code`,
    greeting: (c) => (c.name ? `Hi ${c.name},` : 'Hi,'),
    codeBody: 'here is your code to sign in to Conto:',
    codeExpiry: (minutes) => `It is valid for ${minutes} minutes. If you are not signing in, someone knows your password: change it now.`,
    takenSubject: 'Someone tried to sign up to Conto with your address',
    takenBody: 'A new Conto sign-up was requested with this e-mail address, which already has an account. Nothing was created.',
    takenAction: 'If it was you, sign in or reset your password:',
    takenIgnore: "If it wasn't you, ignore this e-mail.",
  },
}

function textsFor(language) {
  return texts[language] ? texts[language] : texts.it
}

/** The e-mail with a one-time sign-in code, in the member's language (Italian by default). */
function signInCodeMail(c) {
  const t = textsFor(c.language)
  const minutes = Math.max(1, Math.round((c.seconds || 600) / 60))
  const html =
    `<p>${escapeHtml(t.greeting(c))}</p>` +
    `<p>${escapeHtml(t.codeBody)}</p>` +
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(c.code)}</p>` +
    `<p style="color:#6b5f57">${escapeHtml(t.codeExpiry(minutes))}</p>`
  const text = `${t.greeting(c)}\n\n${t.codeBody}\n\n${c.code}\n\n${t.codeExpiry(minutes)}\n`
  return { subject: t.codeSubject(c), html: html, text: text }
}

/**
 * The e-mail a sign-up with an address already in use sends to that address, instead of telling
 * the person at the form that the address exists.
 */
function addressTakenMail(c) {
  const t = textsFor(c.language)
  const base = String(c.appUrl || '').replace(/\/+$/, '')
  const login = `${base}/login`
  const reset = `${base}/forgot-password`
  const html =
    `<p>${escapeHtml(t.greeting(c))}</p>` +
    `<p>${escapeHtml(t.takenBody)}</p>` +
    `<p>${escapeHtml(t.takenAction)} <a href="${escapeHtml(login)}">${escapeHtml(login)}</a> · <a href="${escapeHtml(reset)}">${escapeHtml(reset)}</a></p>` +
    `<p style="color:#6b5f57">${escapeHtml(t.takenIgnore)}</p>`
  const text = `${t.greeting(c)}\n\n${t.takenBody}\n\n${t.takenAction}\n${login}\n${reset}\n\n${t.takenIgnore}\n`
  return { subject: t.takenSubject, html: html, text: text }
}

module.exports = { signInCodeMail, addressTakenMail }
