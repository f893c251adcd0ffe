/* global module, MailerMessage */
// The app's e-mails go through PocketBase's mailer (SMTP from its settings; mailpit in
// development). Shared by the hook libraries; not a hook file itself.

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/**
 * Sends {to, toName, subject, html, text} from the configured sender; throws when SMTP fails.
 * @param {CoreApp} app
 */
function sendMail(app, mail) {
  const meta = app.settings().meta
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: mail.to, name: mail.toName || '' }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    }),
  )
}

module.exports = { escapeHtml, sendMail }
