import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import type { UserStatus } from '@/lib/pocketbase-types'
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
  return pb.send('/api/conto/staff/invite', { method: 'POST', body: { userId } })
}

/**
 * Adds a member as 'invited' with a random password nobody knows, then e-mails them a link to
 * choose their own; they become 'active' when they do.
 */
export function useInviteStaff(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list(companyId) }),
  })
}

export function useUpdateStaff(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<StaffFormValues> & { status?: UserStatus } }) =>
      pb.collection('users').update<StaffMember>(id, changes, { expand: 'restaurant' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list(companyId) }),
  })
}

export function useResendInvitation() {
  return useMutation({ mutationFn: (member: StaffMember) => sendInvitation(member.id) })
}

/** PocketBase's own reset e-mail; its link opens /reset-password (pb_migrations/…_updated_users_mail.js). */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: (member: StaffMember) => pb.collection('users').requestPasswordReset(member.email) })
}
