import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { NotFoundContent } from '@/components/errors/not-found-content'
import { useAdminContext } from './admin-context'
import { getScreensForRole, type AdminScreenKey } from './nav-items'
import { ScreenSearch } from './screen-search'
import styles from './not-found.module.css'

const SHORTCUTS: readonly AdminScreenKey[] = ['dashboard', 'tables', 'orders', 'notifications']

/** Unknown address inside /admin: the 404 plus shortcuts and a screen search. */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin')
  const { user } = useAdminContext()
  const screens = getScreensForRole(user.role)
  const shortcuts = screens.filter((screen) => SHORTCUTS.includes(screen.key))

  return (
    <div className={styles.page}>
      <NotFoundContent>
        <div className={styles.extras}>
          <h2 className={styles.heading}>{t('notFound.shortcuts')}</h2>
          <ul className={styles.shortcuts}>
            {shortcuts.map((screen) => (
              <li key={screen.key}>
                <Link className={styles.shortcut} to={screen.path}>
                  {t(`nav.${screen.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <ScreenSearch screens={screens} />
        </div>
      </NotFoundContent>
    </div>
  )
}
