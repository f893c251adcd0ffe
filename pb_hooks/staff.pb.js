/// <reference path="./pocketbase.d.ts" />
/* global UnauthorizedError, onRecordDeleteRequest, ValidationError */

// Staff administration that the API rules alone cannot express: the invitation e-mail,
// "nobody removes the last admin", and the "last active" stamp of the staff list.
// (Route handlers run in their own VM, so shared code lives in staff-lib.js and is required.)

// POST /api/conto/staff/invite {userId}: sends (or re-sends) the invitation e-mail of an invited
// member. The link carries a password-reset token, so the person chooses their own password on
// /reset-password; pb_hooks/users.pb.js then turns 'invited' into 'active'.
routerAdd(
  'POST',
  '/api/conto/staff/invite',
  (e) => {
    const lib = require(`${__hooks}/staff-lib.js`)
    const body = new DynamicModel({ userId: '' })
    e.bindBody(body)
    const actor = e.auth
    if (!actor || actor.collection().name !== 'users') throw new UnauthorizedError('Sign in as a staff member.', { auth: new ValidationError('sign_in_required', 'Sign in as a staff member.') })
    if (actor.getString('status') !== 'active') throw new ForbiddenError('Your account is not active.', { auth: new ValidationError('session_ended', 'Your account is not active.') })
    if (!body.userId) throw new BadRequestError('Missing required record id.', { userId: new ValidationError('invalid_request', 'Missing required record id.') })

    let member
    try {
      member = e.app.findRecordById('users', body.userId)
    } catch {
      throw new NotFoundError("The requested resource wasn't found.", { userId: new ValidationError('not_found', "The requested resource wasn't found.") })
    }
    // Other companies' members do not exist as far as this caller is concerned.
    if (member.getString('company') === '' || member.getString('company') !== actor.getString('company')) {
      throw new NotFoundError("The requested resource wasn't found.", { userId: new ValidationError('not_found', "The requested resource wasn't found.") })
    }
    if (!lib.canManage(actor.getString('role'), member.getString('role'))) {
      throw new ForbiddenError('Only an administrator can invite managers and administrators.', {
        role: new ValidationError('role_forbidden', 'Only an administrator can invite managers and administrators.'),
      })
    }
    if (member.getString('status') !== 'invited') {
      throw new BadRequestError('This member has already joined; send a password reset instead.', {
        status: new ValidationError('member_joined', 'This member has already joined; send a password reset instead.'),
      })
    }

    const collection = member.collection()
    const token = $security.createJWT(
      { type: 'passwordReset', id: member.id, collectionId: collection.id, email: member.email() },
      member.tokenKey() + collection.passwordResetToken.secret,
      lib.INVITE_TOKEN_SECONDS,
    )
    const settings = e.app.settings()
    const company = e.app.findRecordById('companies', actor.getString('company'))
    const mail = lib.invitationMail({
      language: member.getString('language'),
      appUrl: settings.meta.appURL,
      token,
      name: member.getString('name'),
      inviter: actor.getString('name') || actor.email(),
      company: company.getString('name'),
    })
    try {
      require(`${__hooks}/mail-lib.js`).sendMail(e.app, {
        to: member.email(),
        toName: member.getString('name'),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      })
    } catch (error) {
      e.app.logger().error('Invitation e-mail failed', 'user', member.id, 'error', String(error))
      throw new ApiError(502, 'The invitation e-mail could not be sent. Try again later.', {
        email: new ValidationError('invite_mail_failed', 'The invitation e-mail could not be sent. Try again later.'),
      })
    }
    return e.json(200, { ok: true })
  },
  $apis.requireAuth('users'),
)

// Nobody removes the last admin: a company always keeps at least one active administrator,
// whether the change is a demotion, a deactivation or a deletion.
onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/staff-lib.js`)
  const before = e.record.original()
  if (lib.isActiveAdmin(before) && !lib.isActiveAdmin(e.record) && !lib.hasOtherActiveAdmin(e.app, before)) {
    throw new BadRequestError('A company needs at least one active administrator.', {
      role: new ValidationError('last_admin', 'A company needs at least one active administrator.'),
    })
  }
  e.next()
}, 'users')

onRecordDeleteRequest((e) => {
  const lib = require(`${__hooks}/staff-lib.js`)
  if (lib.isActiveAdmin(e.record) && !lib.hasOtherActiveAdmin(e.app, e.record)) {
    throw new BadRequestError('A company needs at least one active administrator.', {
      role: new ValidationError('last_admin', 'A company needs at least one active administrator.'),
    })
  }
  e.next()
}, 'users')

// A deactivated member who types the right password is told why they cannot come in (PocketBase's
// own authRule refusal is a technical sentence). A wrong password still gets the usual answer.
onRecordAuthWithPasswordRequest((e) => {
  if (e.record && e.record.getString('status') === 'inactive' && e.record.validatePassword(e.password)) {
    throw new ForbiddenError('This account has been deactivated. Ask an administrator to reactivate it.', {
      identity: new ValidationError('account_deactivated', 'This account has been deactivated. Ask an administrator to reactivate it.'),
    })
  }
  e.next()
}, 'users')
