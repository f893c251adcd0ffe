import { useTranslation } from 'react-i18next'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import table from '@/components/ui/data-table.module.css'
import { formatDateTime } from '@/lib/time/date-format'
import type { UserStatus } from '@/lib/api/pocketbase-types'
import { formatRelativeTime, getElapsedMinutes } from '@/lib/time/time'
import type { MemberAction } from '../permissions'
import type { StaffMember } from '../types'
import { MemberActions } from './member-actions'
import styles from './staff.module.css'

const statusTones: Record<UserStatus, BadgeTone> = { active: 'success', invited: 'info', inactive: 'neutral' }

interface StaffTableProps {
  members: readonly StaffMember[]
  currentUserId: string
  getActions: (member: StaffMember) => MemberAction[]
  onAction: (member: StaffMember, action: MemberAction) => void
}

/** Name and e-mail, phone, restaurant, role, status, last active, last login, actions. */
export function StaffTable({ members, currentUserId, getActions, onAction }: StaffTableProps) {
  const { t, i18n } = useTranslation(['office', 'admin'])
  const columns = t('staff.columns', { returnObjects: true })
  const never = t('staff.never')
  return (
    <div className={table.wrap}>
      <table className={`${table.table} ${table.compact}`} aria-label={t('staff.listLabel')}>
        <thead>
          <tr>
            <th scope="col">
              {columns.name} · {columns.phone}
            </th>
            <th scope="col">
              {columns.role} · {columns.restaurant}
            </th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.activity}</th>
            <th scope="col" className={table.actions}>
              <span className="visually-hidden">{columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = member.name.trim() || member.email
            const lastActive = member.last_active ? formatRelativeTime(getElapsedMinutes(member.last_active), i18n.language) : never
            const lastLogin = formatDateTime(member.last_login, i18n.language) || never
            return (
              <tr key={member.id} data-testid="staff-row">
                <td data-label={columns.name} className={`${table.r1c1} ${styles.nameCell}`}>
                  <span className={styles.person}>
                    <span className={styles.personName}>
                      {name}
                      {member.id === currentUserId ? <span className={styles.you}>{t('staff.you')}</span> : null}
                    </span>
                    <span className={styles.email}>{member.email}</span>
                    {member.phone ? (
                      <span className={styles.phone}>
                        <span className="visually-hidden">{columns.phone}: </span>
                        {member.phone}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td data-label={columns.role} className={table.r2c1}>
                  <span className={styles.person}>
                    <span>{t(`admin:roles.${member.role}`)}</span>
                    <span className={styles.muted}>{member.expand?.restaurant?.name ?? t('staff.allRestaurants')}</span>
                  </span>
                </td>
                <td data-label={columns.status} className={table.r1c2}>
                  <StatusBadge tone={statusTones[member.status] ?? 'neutral'}>{t(`staff.statuses.${member.status}`)}</StatusBadge>
                </td>
                <td className={`${table.wide} ${styles.activityCell}`}>
                  <dl className={styles.activity}>
                    <div>
                      <dt>{columns.lastActive}</dt>
                      <dd>{lastActive}</dd>
                    </div>
                    <div>
                      <dt>{columns.lastLogin}</dt>
                      <dd>{lastLogin}</dd>
                    </div>
                  </dl>
                </td>
                <td className={`${table.actions} ${table.r2c2}`}>
                  <MemberActions memberName={name} actions={getActions(member)} onAction={(action) => onAction(member, action)} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
