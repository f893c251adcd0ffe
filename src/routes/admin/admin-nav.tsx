import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { UnreadBadge } from '@/features/notifications/components/notification-bell'
import type { UserRole } from '@/lib/api/pocketbase-types'
import { getScreensForRole } from './nav-items'
import styles from './admin-shell.module.css'

interface AdminNavProps {
  role: UserRole
  /** Whose unread notifications the badge counts. */
  restaurantId?: string
  onNavigate?: () => void
}

/** Links to every admin screen the role may open. */
export function AdminNav({ role, restaurantId, onNavigate }: AdminNavProps) {
  const { t } = useTranslation('admin')
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.navList}>
        {getScreensForRole(role).map((screen) => (
          <li key={screen.key}>
            <NavLink
              to={screen.path}
              // the Cassa page is loaded whole: only its own page may reach the printer (its CSP)
              reloadDocument={screen.key === 'cassa'}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink)}
            >
              {t(`nav.${screen.key}`)}
              {screen.key === 'notifications' ? <UnreadBadge restaurantId={restaurantId} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
