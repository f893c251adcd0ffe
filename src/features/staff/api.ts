import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { pb } from '@/lib/api/pocketbase'
import { callConto } from '@/lib/api/conto-api'
import { getErrorMessage } from '@/lib/errors/error-message'
import { AUTH_RATE_LIMITS, getWaitMinutes, isRateLimited } from '@/lib/api/rate-limits'
import type { UserStatus } from '@/lib/api/pocketbase-types'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import type { StaffFormValues, StaffMember } from './types'
import { generateInvitePassword } from './validation'

export const staffKeys = {
  all: ['staff'] as const,
  list: (companyId: string) => [...staffKeys.all, 'list', companyId] as const,
}

/** Everyone in the company (the users listRule scopes it), by name. */
export function useStaff(companyId: string) {
  return useQuery({
    queryKey: staffKeys.list(companyId),
    queryFn: () => pb.collection('users').getFullList<StaffMember>({ sort: 'name,email', expand: 'restaurant', batch: 500 }),
    // Statuses and "last active" change elsewhere (an invitation accepted): always refetch on
    // opening, and every minute while the screen is open.
    staleTime: 0,
    refetchInterval: 60_000,
  })
}

/** The member was created but the invitation e-mail failed; they can get it again from the list. */
export class InvitationNotSentError extends Error {
  readonly member: StaffMember
  override readonly cause: unknown
  constructor(member: StaffMember, cause: unknown) {
    super('The invitation e-mail could not be sent.')
    this.name = 'InvitationNotSentError'
    this.member = member
    this.cause = cause
  }
}

/** Sends (again) the invitation e-mail of an invited member (pb_hooks/staff.pb.js). */
export function sendInvitation(userId: string): Promise<unknown> {
  return callConto('inviteStaff', {}, { userId })
}

/**
 * Adds a member as 'invited' with a random password nobody knows, then e-mails them a link to
 * choose their own; they become 'active' when they do.
 */
export function useStaffInvite(companyId: string) {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: async (values: StaffFormValues) => {
      const password = generateInvitePassword()
      const member = await pb.collection('users').create<StaffMember>(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          emailVisibility: true,
          phone: values.phone.trim(),
          role: values.role,
          restaurant: values.restaurant,
          language: values.language,
          company: companyId,
          status: 'invited',
          password,
          passwordConfirm: password,
        },
        { expand: 'restaurant' },
      )
      try {
        await sendInvitation(member.id)
      } catch (error) {
        throw new InvitationNotSentError(member, error)
      }
      return member
    },
    // the form shows any other failure beside its fields
    errorToast: (error) =>
      error instanceof InvitationNotSentError
        ? t('staff.toasts.addedNotInvited', { email: error.member.email, message: getErrorMessage(error.cause) })
        : null,
    invalidates: () => [staffKeys.list(companyId)],
  })
}

/**
 * Changes a member from the copy the screen showed (the form already sends only what changed),
 * refused when that copy is older than the member (pb_hooks/base-copies-lib.js).
 */
export function useStaffSave(companyId: string) {
  return useAppMutation({
    mutationFn: ({ copy, changes }: { copy: StaffMember; changes: Partial<StaffFormValues> & { status?: UserStatus } }) =>
      pb.collection('users').update<StaffMember>(copy.id, { ...changes, base_updated: copy.updated }, { expand: 'restaurant' }),
    invalidates: () => [staffKeys.list(companyId)],
  })
}

export function useInvitationResend() {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: (member: StaffMember) => sendInvitation(member.id),
    errorToast: (error) => t('staff.toasts.inviteFailed', { message: getErrorMessage(error) }),
  })
}

/** PocketBase's own reset e-mail; its link opens /reset-password (pb_migrations/…_updated_users_mail.js). */
export function usePasswordResetSend() {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: (member: StaffMember) => pb.collection('users').requestPasswordReset(member.email),
    errorToast: (error) => describeResetError(error, t),
  })
}

/** Why a reset e-mail was not sent; PocketBase allows only a few per address and window (429). */
export function describeResetError(error: unknown, t: TFunction<'office'>): string {
  return isRateLimited(error)
    ? t('staff.toasts.resetRateLimited', { count: getWaitMinutes(AUTH_RATE_LIMITS.requestPasswordReset.seconds) })
    : t('staff.toasts.resetFailed', { message: getErrorMessage(error) })
}
