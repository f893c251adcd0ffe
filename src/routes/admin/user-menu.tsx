import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { LogOutIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { getInitials } from '@/lib/format/text'
import styles from './admin-shell.module.css'

/** Who is signed in (initials, name, role) and the sign-out action. */
export function UserMenu({ user }: { user: UserRecord }) {
  const { t } = useTranslation('admin')
  const signOut = useSignOut()
  const navigate = useNavigate()
  const displayName = user.name.trim() || user.email

  return (
    <section className={styles.user} aria-label={t('userMenu.label')}>
      <span className={styles.avatar} aria-hidden="true">
        {getInitials(displayName)}
      </span>
      <span className={styles.userText}>
        <span className={styles.userName}>{displayName}</span>
        <span className={styles.userRole}>{t(`roles.${user.role}`)}</span>
      </span>
      <button
        type="button"
        className={`btn btn--ghost ${styles.signOut}`}
        onClick={() => {
          signOut()
          navigate(paths.login(), { replace: true })
        }}
      >
        <LogOutIcon size={18} />
        {t('userMenu.signOut')}
      </button>
    </section>
  )
}
