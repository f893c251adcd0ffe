import type { UserRole, UserStatus } from '@/lib/api/pocketbase-types'
import { STAFF_ROLES } from '@/domain/roles'

export interface Person {
  id: string
  role: UserRole
  status: UserStatus
}

export const ROLES: readonly UserRole[] = STAFF_ROLES

/** Roles a member may give: admins any, managers only waiters (the users createRule agrees). */
export function getAssignableRoles(actorRole: UserRole): UserRole[] {
  if (actorRole === 'admin') return [...ROLES]
  if (actorRole === 'manager') return ['waiter']
  return []
}

/** Only an administrator changes a role or an e-mail address (SPEC §6). */
export function canChangeRoleOrEmail(actorRole: UserRole): boolean {
  return actorRole === 'admin'
}

/** Admins look after everyone else; managers after waiters; nobody manages themselves here. */
export function canManage(actor: Person, member: Person): boolean {
  if (actor.id === member.id) return false
  return actor.role === 'admin' || (actor.role === 'manager' && member.role === 'waiter')
}

export function countActiveAdmins(members: readonly Person[]): number {
  return members.filter((member) => member.role === 'admin' && member.status === 'active').length
}

/** Whether the member is the company's only active administrator (who can never be removed). */
export function isLastActiveAdmin(member: Person, members: readonly Person[]): boolean {
  return member.role === 'admin' && member.status === 'active' && countActiveAdmins(members) <= 1
}

export type MemberAction = 'edit' | 'resendInvite' | 'resetPassword' | 'deactivate' | 'reactivate'

/** What the actor may do to a member from the staff list, in menu order. */
export function getMemberActions(actor: Person, member: Person, members: readonly Person[]): MemberAction[] {
  if (actor.id === member.id) return actor.role === 'admin' ? ['edit'] : []
  if (!canManage(actor, member)) return []
  const actions: MemberAction[] = ['edit']
  if (member.status === 'invited') actions.push('resendInvite')
  if (member.status === 'active') actions.push('resetPassword')
  if (member.status === 'inactive') actions.push('reactivate')
  else if (!isLastActiveAdmin(member, members)) actions.push('deactivate')
  return actions
}
