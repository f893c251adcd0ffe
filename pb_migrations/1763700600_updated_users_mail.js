/// <reference path="../pb_data/types.d.ts" />
// The password-reset e-mail links to the app's own /reset-password page (PocketBase's default
// points at its superuser dashboard, which staff must never see). Italian first (the product's
// initial language), English below. Invitations are a separate mail (pb_hooks/staff.pb.js).
migrate((app) => {
  const users = app.findCollectionByNameOrId('users')
  const link = '{APP_URL}/reset-password?token={TOKEN}'
  const button = (label) =>
    `<p><a class="btn" href="${link}" target="_blank" rel="noopener" ` +
    'style="display:inline-block;padding:12px 20px;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600">' +
    `${label}</a></p>`
  users.resetPasswordTemplate = {
    subject: 'Reimposta la password di {APP_NAME} · Reset your {APP_NAME} password',
    body:
      '<p>Ciao,</p>' +
      '<p>abbiamo ricevuto una richiesta di reimpostare la password del tuo account {APP_NAME}.</p>' +
      button('Scegli una nuova password') +
      '<p><i>Se non hai chiesto tu di reimpostare la password, ignora questa e-mail.</i></p>' +
      '<hr/>' +
      '<p>Hello,</p>' +
      '<p>we received a request to reset the password of your {APP_NAME} account.</p>' +
      button('Choose a new password') +
      `<p>${link}</p>` +
      "<p><i>If you didn't ask to reset your password, you can ignore this email.</i></p>",
  }
  app.save(users)
}, (app) => {
  const users = app.findCollectionByNameOrId('users')
  users.resetPasswordTemplate = {
    subject: 'Reset your {APP_NAME} password',
    body:
      '<p>Hello,</p><p>Click on the button below to reset your password.</p>' +
      '<p><a class="btn" href="{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}" target="_blank" rel="noopener">Reset password</a></p>',
  }
  app.save(users)
})
