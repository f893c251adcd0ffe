import { ClientResponseError } from 'pocketbase'
import { describeResetError } from '@/features/staff/api'
import { getErrorMessage } from '@/lib/errors/error-message'
import { i18n } from '@/lib/i18n/i18n'
import { describe, expect, it } from 'vitest'
import { canChangeRoleOrEmail, canManage, getAssignableRoles, getMemberActions, isLastActiveAdmin, type Person } from '@/features/staff/permissions'
import type { StaffFormValues } from '@/features/staff/types'
import { loadHookLib } from '../support/hook-lib.ts'
import { generateInvitePassword, getChangedFields, validateStaffForm } from '@/features/staff/validation'

const person = (id: string, role: Person['role'], status: Person['status'] = 'active'): Person => ({ id, role, status })
const admin = person('a1', 'admin')
const admin2 = person('a2', 'admin')
const manager = person('m1', 'manager')
const waiter = person('w1', 'waiter')
const invited = person('w2', 'waiter', 'invited')
const inactive = person('w3', 'waiter', 'inactive')

describe('staff permissions', () => {
  it.each([
    ['admin', ['admin', 'manager', 'waiter']],
    ['manager', ['waiter']],
    ['waiter', []],
  ] as const)('%s may give the roles %j', (role, roles) => {
    expect(getAssignableRoles(role)).toEqual(roles)
  })

  it.each([
    ['admin', true],
    ['manager', false],
    ['waiter', false],
  ] as const)('only an admin changes roles or e-mails: %s → %s', (role, expected) => {
    expect(canChangeRoleOrEmail(role)).toBe(expected)
  })

  it.each([
    [admin, manager, true],
    [admin, admin2, true],
    [admin, admin, false],
    [manager, waiter, true],
    [manager, manager, false],
    [manager, admin, false],
    [waiter, waiter, false],
    [waiter, person('w9', 'waiter'), false],
  ])('canManage(%j, %j) = %s', (actor, member, expected) => {
    expect(canManage(actor, member)).toBe(expected)
  })

  it('knows the last active administrator', () => {
    expect(isLastActiveAdmin(admin, [admin, manager])).toBe(true)
    expect(isLastActiveAdmin(admin, [admin, admin2])).toBe(false)
    expect(isLastActiveAdmin(admin, [admin, person('a3', 'admin', 'invited')])).toBe(true)
    expect(isLastActiveAdmin(manager, [manager])).toBe(false)
  })

  const team = [admin, admin2, manager, waiter, invited, inactive]
  it.each([
    [admin, admin, ['edit']],
    [admin, admin2, ['edit', 'resetPassword', 'deactivate']],
    [admin, waiter, ['edit', 'resetPassword', 'deactivate']],
    [admin, invited, ['edit', 'resendInvite', 'deactivate']],
    [admin, inactive, ['edit', 'reactivate']],
    [manager, waiter, ['edit', 'resetPassword', 'deactivate']],
    [manager, admin, []],
    [manager, manager, []],
    [waiter, inactive, []],
  ])('actions of %j on %j', (actor, member, expected) => {
    expect(getMemberActions(actor, member, team)).toEqual(expected)
  })

  it('never offers to deactivate the only active administrator', () => {
    const lonely = [admin, person('a2', 'admin', 'inactive'), manager]
    expect(getMemberActions(person('x', 'admin'), admin, lonely)).toEqual(['edit', 'resetPassword'])
  })
})

const form = (changes: Partial<StaffFormValues> = {}): StaffFormValues => ({
  name: 'Nina Rossi',
  email: 'nina@example.com',
  phone: '',
  role: 'waiter',
  restaurant: 'r1',
  language: 'it',
  ...changes,
})

describe('staff form', () => {
  it.each([
    [form(), 'admin', undefined, {}],
    [form({ name: '  ' }), 'admin', undefined, { name: 'nameRequired' }],
    [form({ email: '' }), 'admin', undefined, { email: 'emailRequired' }],
    [form({ email: 'nina@' }), 'admin', undefined, { email: 'emailInvalid' }],
    [form({ phone: 'mai' }), 'admin', undefined, { phone: 'phoneInvalid' }],
    [form({ role: 'manager', restaurant: '' }), 'manager', undefined, { role: 'roleNotAllowed' }],
    // a manager editing a waiter whose role is locked may keep it
    [form({ role: 'waiter' }), 'manager', 'waiter', {}],
    [form({ restaurant: '' }), 'admin', undefined, { restaurant: 'restaurantRequired' }],
    [form({ role: 'admin', restaurant: '' }), 'admin', undefined, {}],
  ] as const)('validateStaffForm(%j as %s)', (values, actorRole, locked, expected) => {
    expect(validateStaffForm(values, actorRole, locked)).toEqual(expected)
  })

  it('sends only what changed, trimmed', () => {
    expect(getChangedFields(form(), form())).toEqual({})
    expect(getChangedFields(form(), form({ name: ' Nina Bianchi ', phone: '+39 1' }))).toEqual({ name: 'Nina Bianchi', phone: '+39 1' })
    expect(getChangedFields(form(), form({ name: ' Nina Rossi ' }))).toEqual({})
  })

  it('makes long random invitation passwords from an unambiguous alphabet', () => {
    const password = generateInvitePassword()
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{32}$/)
    expect(generateInvitePassword()).not.toBe(password)
    // bytes beyond the last full alphabet cycle are skipped, so no character is favoured
    expect(generateInvitePassword(4, (bytes) => bytes.map((_, index) => (index % 2 ? 0 : 255)))).toBe('AAAA')
  })
})

interface StaffHookLib {
  INVITE_TOKEN_SECONDS: number
  canManage(actorRole: string, memberRole: string): boolean
  invitationMail(c: Record<string, string>): { subject: string; html: string; text: string; link: string }
}

function loadStaffLib(): StaffHookLib {
  return loadHookLib<StaffHookLib>('staff-lib.js')
}

describe('pb_hooks/staff-lib.js', () => {
  const lib = loadStaffLib()

  it('agrees with the SPA on who manages whom', () => {
    for (const actor of ['admin', 'manager', 'waiter']) {
      for (const member of ['admin', 'manager', 'waiter']) {
        expect(lib.canManage(actor, member), `${actor} → ${member}`).toBe(canManage(person('x', actor as Person['role']), person('y', member as Person['role'])))
      }
    }
  })

  it('writes the invitation in the member language with a link to /reset-password', () => {
    const mail = lib.invitationMail({ language: 'en', appUrl: 'https://pay.example.com/', token: 'a.b+c', name: 'Nina', inviter: 'Giulia', company: 'Gusto <S.r.l.>' })
    expect(mail.subject).toBe("You've been invited to Conto by Gusto <S.r.l.>")
    expect(mail.link).toBe('https://pay.example.com/reset-password?token=a.b%2Bc&invite=1&lang=en')
    expect(mail.text).toContain(mail.link)
    expect(mail.html).toContain('Gusto &lt;S.r.l.&gt;')
    expect(mail.html).not.toContain('<S.r.l.>')
    const italian = lib.invitationMail({ language: '', appUrl: 'http://x', token: 't', name: '', inviter: 'G', company: 'C' })
    expect(italian.subject).toBe('C ti invita su Conto')
    expect(italian.link).toContain('lang=it')
    expect(lib.INVITE_TOKEN_SECONDS).toBe(7 * 24 * 3600)
  })
})

describe('describeResetError', () => {
  const t = i18n.getFixedT('en', 'office')

  it('says how long to wait when PocketBase limits reset e-mails', () => {
    const limited = new ClientResponseError({ status: 429, response: { message: 'Too Many Requests.' } })
    expect(describeResetError(limited, t)).toBe('Too many reset e-mails. Try again in 5 minutes.')
  })

  it('says why in our words otherwise, never the server\'s', () => {
    const failed = new ClientResponseError({ status: 400, response: { message: 'Something went wrong.' } })
    expect(describeResetError(failed, t)).toBe(`The password reset e-mail could not be sent: ${getErrorMessage(failed)}`)
    expect(getErrorMessage(failed)).not.toContain('Something went wrong.')
  })
})
