import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PlusIcon } from '@/components/ui/floor-icons'
import { PageHeader } from '@/components/ui/page-header'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import { PageSpinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { RestaurantRecord, UserRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { InvitationNotSentError, useInvitationResend, usePasswordResetSend, useStaff, useStaffInvite, useStaffSave } from '../api'
import { getMemberActions, type MemberAction } from '../permissions'
import { isManagerRole } from '@/domain/roles'
import type { StaffFormValues, StaffMember } from '../types'
import { getChangedFields } from '../validation'
import { StaffFormPanel } from './staff-form-panel'
import { StaffTable } from './staff-table'
import styles from './staff.module.css'

type Dialog = { kind: 'add' } | { kind: 'edit'; member: StaffMember } | { kind: 'deactivate'; member: StaffMember } | null

interface StaffScreenProps {
  user: UserRecord
  companyId: string
  restaurants: readonly RestaurantRecord[]
  defaultRestaurantId: string
}

function toFormValues(member: StaffMember): StaffFormValues {
  return {
    name: member.name,
    email: member.email,
    phone: member.phone,
    role: member.role,
    restaurant: member.restaurant,
    language: member.language === 'en' ? 'en' : 'it',
  }
}

/** /admin/staff: the team, inviting people, editing them, resets and deactivation. */
export function StaffScreen({ user, companyId, restaurants, defaultRestaurantId }: StaffScreenProps) {
  const { t, i18n } = useTranslation(['office', 'common'])
  const staff = useStaff(companyId)
  const invite = useStaffInvite(companyId)
  const update = useStaffSave(companyId)
  const resend = useInvitationResend()
  const reset = usePasswordResetSend()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [query, setQuery] = useState('')
  const members = useMemo(() => staff.data ?? [], [staff.data])
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase()
    if (!needle) return members
    return members.filter((member) => `${member.name} ${member.email} ${member.phone}`.toLowerCase().includes(needle))
  }, [members, query])

  const close = () => {
    setDialog(null)
    invite.reset()
    update.reset()
  }

  function handleAction(member: StaffMember, action: MemberAction) {
    const name = member.name || member.email
    switch (action) {
      case 'edit':
        setDialog({ kind: 'edit', member })
        return
      case 'deactivate':
        setDialog({ kind: 'deactivate', member })
        return
      case 'reactivate':
        update.mutate({ copy: member, changes: { status: 'active' } }, { onSuccess: () => toast.success(t('staff.toasts.reactivated', { name })) })
        return
      case 'resendInvite':
        resend.mutate(member, { onSuccess: () => toast.success(t('staff.toasts.invited', { email: member.email })) })
        return
      case 'resetPassword':
        reset.mutate(member, { onSuccess: () => toast.success(t('staff.toasts.resetSent', { email: member.email })) })
    }
  }

  function submitAdd(values: StaffFormValues) {
    invite.mutate(values, {
      onSuccess: (member) => {
        toast.success(t('staff.toasts.invited', { email: member.email }))
        close()
      },
      onError: (error) => {
        // the member exists: the hook's toast says the e-mail failed, and the list can resend it
        if (error instanceof InvitationNotSentError) close()
      },
    })
  }

  function submitEdit(member: StaffMember, values: StaffFormValues) {
    const changes = getChangedFields(toFormValues(member), values)
    if (Object.keys(changes).length === 0) {
      close()
      return
    }
    update.mutate(
      { copy: member, changes },
      {
        onSuccess: () => {
          toast.success(t('common.saved'))
          close()
        },
        // the panel shows the failure beside the fields
        errorToast: false,
      },
    )
  }

  function confirmDeactivate(member: StaffMember) {
    update.mutate(
      { copy: member, changes: { status: 'inactive' } },
      {
        onSuccess: () => toast.success(t('staff.toasts.deactivated', { name: member.name || member.email })),
        onSettled: () => setDialog(null),
      },
    )
  }

  const header = (
    <PageHeader
      title={t('staff.title')}
      description={staff.data ? t('staff.description', { count: members.length }) : undefined}
      actions={
        isManagerRole(user.role) ? (
          <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'add' })}>
            <PlusIcon size={18} />
            {t('staff.add.button')}
          </button>
        ) : null
      }
    />
  )

  return (
    <div className={styles.screen}>
      {header}
      {staff.isPending ? (
        <PageSpinner label={t('common:loading')} />
      ) : staff.isError ? (
        <EmptyState title={t('office:common.loadFailed')}>{getErrorMessage(staff.error)}</EmptyState>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label className="visually-hidden" htmlFor="staff-search">
              {t('staff.search')}
            </label>
            <input
              id="staff-search"
              className="input"
              type="search"
              placeholder={t('staff.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState title={t('staff.noMatch')} />
          ) : (
            <StaffTable
              members={shown}
              currentUserId={user.id}
              getActions={(member) => getMemberActions(user, member, members)}
              onAction={handleAction}
            />
          )}
        </>
      )}
      {dialog?.kind === 'add' ? (
        <StaffFormPanel
          mode="add"
          actorRole={user.role}
          initial={{
            name: '',
            email: '',
            phone: '',
            role: 'waiter',
            restaurant: defaultRestaurantId,
            language: i18n.language === 'en' ? 'en' : 'it',
          }}
          restaurants={restaurants}
          pending={invite.isPending}
          error={invite.error instanceof InvitationNotSentError ? null : invite.error}
          onSubmit={submitAdd}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <StaffFormPanel
          mode="edit"
          actorRole={user.role}
          initial={toFormValues(dialog.member)}
          restaurants={restaurants}
          isSelf={dialog.member.id === user.id}
          pending={update.isPending}
          error={update.error}
          onSubmit={(values) => submitEdit(dialog.member, values)}
          onClose={close}
        />
      ) : null}
      <ConfirmSheet
        open={dialog?.kind === 'deactivate'}
        onClose={() => setDialog(null)}
        title={t('staff.deactivate.title', { name: dialog?.kind === 'deactivate' ? dialog.member.name || dialog.member.email : '' })}
        description={t('staff.deactivate.description')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('staff.deactivate.confirm')}
        isPending={update.isPending}
        danger
        onConfirm={() => {
          if (dialog?.kind === 'deactivate') confirmDeactivate(dialog.member)
        }}
      />
    </div>
  )
}
