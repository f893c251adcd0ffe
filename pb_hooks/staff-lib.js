/// <reference path="./pocketbase.d.ts" />
/* global module */

// Shared by pb_hooks/staff.pb.js (required inside each handler; not a hook file itself).
const { escapeHtml } = require(`${__hooks}/mail-lib.js`)

/** Invitations stay valid for a week; ordinary reset links keep the collection's short life. */
const INVITE_TOKEN_SECONDS = 7 * 24 * 60 * 60

/** Admins look after everyone; managers after waiters (the users updateRule says the same). */
function canManage(actorRole, memberRole) {
  return actorRole === 'admin' || (actorRole === 'manager' && memberRole === 'waiter')
}

function isActiveAdmin(record) {
  return record.getString('role') === 'admin' && record.getString('status') === 'active'
}

/**
 * Whether the member's company has another active administrator besides them.
 * @param {CoreApp} app
 */
function hasOtherActiveAdmin(app, record) {
  const company = record.getString('company')
  if (!company) return true
  const others = app.findRecordsByFilter(
    'users',
    "company = {:company} && role = 'admin' && status = 'active' && id != {:id}",
    '',
    1,
    0,
    { company: company, id: record.id },
  )
  return others.length > 0
}

const invitationTexts = {
  it: {
    subject: (c) => `${c.company} ti invita su Conto`,
    greeting: (c) => (c.name ? `Ciao ${c.name},` : 'Ciao,'),
    body: (c) => `${c.inviter} ti invita a unirti a ${c.company} su Conto, l'area di gestione del ristorante.`,
    action: 'Scegli la tua password',
    expiry: 'Il link vale 7 giorni. Se non ti aspettavi questo invito, ignora questa e-mail.',
  },
  en: {
    subject: (c) => `You've been invited to Conto by ${c.company}`,
    greeting: (c) => (c.name ? `Hi ${c.name},` : 'Hi,'),
    body: (c) => `${c.inviter} has invited you to join ${c.company} on Conto, the restaurant's admin area.`,
    action: 'Choose your password',
    expiry: "The link is valid for 7 days. If you weren't expecting this invitation, ignore this e-mail.",
  },
}

/** Subject, HTML and text of the invitation, in the member's language (Italian by default). */
function invitationMail(c) {
  const language = invitationTexts[c.language] ? c.language : 'it'
  const t = invitationTexts[language]
  const link =
    `${String(c.appUrl || '').replace(/\/+$/, '')}/reset-password` +
    `?token=${encodeURIComponent(c.token)}&invite=1&lang=${language}`
  const html =
    `<p>${escapeHtml(t.greeting(c))}</p>` +
    `<p>${escapeHtml(t.body(c))}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t.action)}</a></p>` +
    `<p>${escapeHtml(link)}</p>` +
    `<p style="color:#6b5f57">${escapeHtml(t.expiry)}</p>`
  const text = `${t.greeting(c)}\n\n${t.body(c)}\n\n${t.action}: ${link}\n\n${t.expiry}\n`
  return { subject: t.subject(c), html: html, text: text, link: link }
}

module.exports = {
  INVITE_TOKEN_SECONDS,
  canManage,
  isActiveAdmin,
  hasOtherActiveAdmin,
  invitationMail,
}
