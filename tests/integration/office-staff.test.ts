// Staff administration on the real PocketBase: the invitation route and its e-mail (through a
// real SMTP server, mailpit), the password-reset e-mail's link, "nobody removes the last admin",
// and the "last active" stamp.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configurePocketBaseMail, startMailpit, type RunningMailpit } from '../../scripts/lib/mailpit.ts'
import { createTenants, pocketBaseEnv, signIn, STAFF_PASSWORD, type Fixtures } from '../support/fixtures.ts'
import { freePort } from '../support/global-setup.ts'
import { waitForMail } from '../support/mailpit.ts'
import { CONTO_ROUTES } from '@/domain/conto-routes'
import { callConto } from '@/lib/api/conto-api'

const APP_URL = 'https://pay.conto.test'
let fx: Fixtures
let mailpit: RunningMailpit

beforeAll(async () => {
  fx = await createTenants()
  mailpit = await startMailpit({ smtpPort: await freePort(), httpPort: await freePort() })
  const env = pocketBaseEnv()
  await configurePocketBaseMail(env.url, { email: env.superuserEmail, password: env.superuserPassword }, { smtpPort: mailpit.smtpPort, appUrl: APP_URL })
})

afterAll(async () => {
  // other files share this PocketBase: leave it without a mail server again
  await fx?.su.settings.update({ smtp: { enabled: false } }).catch(() => undefined)
  await mailpit?.stop()
})


const mailTo = (address: string) => waitForMail(mailpit.url, address)

const tokenIn = (text: string) =>
  new URL(/https:\/\/pay\.conto\.test\/reset-password\?[^\s"'<>)\]]+/.exec(text)![0].replace(/&amp;/g, '&')).searchParams.get('token')!

/** Invites through the app's own caller; an answer is held to the route's schema (src/domain/conto-routes.ts). */
async function invite(pb: PocketBase, userId: string) {
  try {
    expect(CONTO_ROUTES.inviteStaff.answer.parse(await callConto('inviteStaff', {}, { userId }, pb))).toEqual({ ok: true })
    return { status: 200, message: '' }
  } catch (error) {
    const failure = error as { status: number; response?: { message?: string } }
    return { status: failure.status, message: failure.response?.message ?? '' }
  }
}

describe('POST /api/conto/staff/invite', () => {
  it('e-mails an invited member a week-long link that sets their password and activates them', async () => {
    const member = await fx.make.user('A', 'waiter', { status: 'invited', language: 'en', name: 'Nina' })
    expect(await invite(fx.clients.adminA, member.id)).toEqual({ status: 200, message: '' })
    const mail = await mailTo(member.email)
    expect(mail.subject).toBe(`You've been invited to Conto by Trattoria A ${fx.run}`)
    expect(mail.text).toContain('Hi Nina,')
    expect(mail.text).toContain(`${APP_URL}/reset-password?token=`)
    expect(mail.text).toContain('&invite=1&lang=en')
    expect(mail.html).toContain('Choose your password')

    const token = tokenIn(mail.text)
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; type: string; id: string }
    expect(claims).toMatchObject({ type: 'passwordReset', id: member.id })
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600)

    const anon = new PocketBase(fx.url)
    await anon.collection('users').confirmPasswordReset(token, 'Chosen-By-Nina-1', 'Chosen-By-Nina-1')
    const signedIn = await signIn(fx.url, member.email, 'Chosen-By-Nina-1')
    expect(signedIn.authStore.record?.status).toBe('active')
    // the link works once
    await expect(anon.collection('users').confirmPasswordReset(token, 'Another-One-22', 'Another-One-22')).rejects.toMatchObject({ status: 400 })
  })

  it.each([
    ['a manager, for an invited waiter', 200, 'managerA', 'waiter', 'invited'],
    ['a manager, for an invited manager', 403, 'managerA', 'manager', 'invited'],
    ['a waiter', 403, 'waiterA', 'waiter', 'invited'],
    ["another company's admin", 404, 'adminB', 'waiter', 'invited'],
    ['an admin, for someone who already joined', 400, 'adminA', 'waiter', 'active'],
  ] as const)('%s → %i', async (_name, expected, actor, role, status) => {
    const member = await fx.make.user('A', role, { status })
    const answer = await invite(fx.clients[actor], member.id)
    expect(answer.status, answer.message).toBe(expected)
  })

  it('refuses anonymous callers and unknown members', async () => {
    const member = await fx.make.user('A', 'waiter', { status: 'invited' })
    expect((await invite(fx.clients.anon, member.id)).status).toBe(401)
    expect((await invite(fx.clients.adminA, 'nosuchuser12345')).status).toBe(404)
    expect((await invite(fx.clients.adminA, '')).status).toBe(400)
  })
})

describe("PocketBase's password-reset e-mail", () => {
  it("links to the app's /reset-password page, never to PocketBase's dashboard", async () => {
    const member = await fx.make.user('A', 'waiter')
    await fx.clients.anon.collection('users').requestPasswordReset(member.email)
    const mail = await mailTo(member.email)
    expect(mail.html).toContain(`${APP_URL}/reset-password?token=`)
    expect(mail.html).not.toContain('/_/')
    await fx.clients.anon.collection('users').confirmPasswordReset(tokenIn(mail.text), 'Reset-Done-123', 'Reset-Done-123')
    await expect(signIn(fx.url, member.email, 'Reset-Done-123')).resolves.toBeDefined()
  })
})

describe('nobody removes the last admin', () => {
  /** A company of its own, so the count of administrators is known. */
  async function company() {
    const companyId = (await fx.su.collection('companies').create({ name: `Solo ${fx.run}`, default_currency: 'EUR' })).id
    const make = async (role: string, status = 'active') => {
      const email = `${role}-${status}-${Math.random().toString(36).slice(2)}@conto.test`
      const record = await fx.su.collection('users').create({
        email, password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD, name: role, company: companyId, role, status,
      })
      return record.id
    }
    const adminId = await make('admin')
    return { companyId, adminId, make, client: () => fx.su.collection('users').getOne(adminId).then((r) => signIn(fx.url, r.email, STAFF_PASSWORD)) }
  }

  it('refuses demoting, deactivating or deleting the only active administrator — by anyone', async () => {
    const solo = await company()
    const self = await solo.client()
    await expect(self.collection('users').update(solo.adminId, { role: 'manager' })).rejects.toMatchObject({
      status: 400,
      response: { message: 'A company needs at least one active administrator.' },
    })
    // an invited administrator does not count: they cannot act yet
    await solo.make('admin', 'invited')
    await expect(fx.su.collection('users').update(solo.adminId, { status: 'inactive' })).rejects.toMatchObject({ status: 400 })
    await expect(fx.su.collection('users').delete(solo.adminId)).rejects.toMatchObject({ status: 400 })
    expect(await fx.su.collection('users').getOne(solo.adminId)).toMatchObject({ role: 'admin', status: 'active' })
  })

  it('lets one of two administrators go, then keeps the other', async () => {
    const duo = await company()
    const secondId = await duo.make('admin')
    const first = await duo.client()
    await first.collection('users').update(secondId, { status: 'inactive' })
    expect((await fx.su.collection('users').getOne(secondId)).status).toBe('inactive')
    await expect(first.collection('users').update(duo.adminId, { role: 'manager' })).rejects.toMatchObject({ status: 400 })
    // reactivated, the second admin may demote the first
    await fx.su.collection('users').update(secondId, { status: 'active' })
    const second = await signIn(fx.url, (await fx.su.collection('users').getOne(secondId)).email, STAFF_PASSWORD)
    await second.collection('users').update(duo.adminId, { role: 'manager' })
    expect((await fx.su.collection('users').getOne(duo.adminId)).role).toBe('manager')
  })

  it('leaves other changes of the only admin alone', async () => {
    const solo = await company()
    const self = await solo.client()
    await self.collection('users').update(solo.adminId, { name: 'Still the boss', phone: '+39 1' })
    expect((await fx.su.collection('users').getOne(solo.adminId)).name).toBe('Still the boss')
  })
})

describe('a deactivated member signing in', () => {
  it('is told the account is deactivated, but only with the right password', async () => {
    const member = await fx.make.user('A', 'waiter', { status: 'inactive' })
    await expect(signIn(fx.url, member.email, member.password)).rejects.toMatchObject({
      status: 403,
      response: { message: 'This account has been deactivated. Ask an administrator to reactivate it.' },
    })
    await expect(signIn(fx.url, member.email, 'Not-The-Password-1')).rejects.toMatchObject({
      status: 400,
      response: { message: 'Failed to authenticate.' },
    })
  })
})

describe('last active', () => {
  it("is stamped on a member's requests, at most every five minutes", async () => {
    const member = await fx.make.user('A', 'waiter')
    expect((await fx.su.collection('users').getOne(member.id)).last_active).toBe('')
    const client = await signIn(fx.url, member.email, member.password)
    await client.collection('tables').getList(1, 1)
    const first = (await fx.su.collection('users').getOne(member.id)).last_active
    expect(Date.now() - new Date(first.replace(' ', 'T')).getTime()).toBeLessThan(60_000)
    await client.collection('tables').getList(1, 1)
    expect((await fx.su.collection('users').getOne(member.id)).last_active).toBe(first)
  })
})
