import { Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { LanguageSwitch } from '@/components/ui/language-switch'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { RequireAdmin, type AdminSession } from '@/features/auth/components/require-admin'
import { useRestaurants } from '@/features/restaurant/api'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { RestaurantSwitcher } from '@/features/restaurant/components/restaurant-switcher'
import { CreateRestaurantPanel } from '@/features/setup/components/create-restaurant-panel'
import { AdminContext, type AdminContextValue } from './admin-context'
import { AdminNav } from './admin-nav'
import { canOpenPath } from './nav-items'
import { useRestaurantCreated } from './use-restaurant-created'
import { useSelectedRestaurant } from './use-selected-restaurant'
import { UserMenu } from './user-menu'
import styles from './admin-shell.module.css'

/** /admin: only for signed-in staff with a company; everything else goes to the login page. */
export function AdminLayout() {
  return (
    <>
      {/* the staff app's install manifest (start_url /admin); React puts it in <head>. Not in
          index.html: a diner's phone would fetch it, and its icon, on a slow first load */}
      <link rel="manifest" href="/manifest.webmanifest" />
      <RequireAdmin>{(session) => <AdminShell session={session} />}</RequireAdmin>
    </>
  )
}

function AdminShell({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin', 'common'])
  const { user, company } = session
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const restaurantsQuery = useRestaurants(company.id)
  const restaurants = useMemo(() => restaurantsQuery.data ?? [], [restaurantsQuery.data])
  const [selectedRestaurant, selectRestaurant] = useSelectedRestaurant(user, restaurants)
  // only administrators create restaurants (the collection's createRule says the same)
  const [creating, setCreating] = useState(false)
  const onRestaurantCreated = useRestaurantCreated(company.id, selectRestaurant)

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  const context = useMemo<AdminContextValue>(
    () => ({ user, userCompany: company, restaurants, selectedRestaurant, selectRestaurant }),
    [user, company, restaurants, selectedRestaurant, selectRestaurant],
  )

  // Hidden links are not enough: a waiter typing a manager's address is sent back to tables.
  if (!canOpenPath(user.role, location.pathname)) return <Navigate to={paths.admin.tables()} replace />

  return (
    <AdminContext.Provider value={context}>
      <div className={styles.shell}>
        <header className={styles.topbar}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <span className={styles.brand}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className={styles.brandName}>{t('common:appName')}</span>
          </span>
          <RestaurantSwitcher
            restaurants={restaurants}
            selectedId={selectedRestaurant?.id}
            onSelect={selectRestaurant}
            onCreate={user.role === 'admin' ? () => setCreating(true) : undefined}
          />
          <NotificationBell restaurantId={selectedRestaurant?.id} href={paths.admin.notifications()} />
        </header>
        {menuOpen ? <div className={styles.backdrop} onClick={() => setMenuOpen(false)} aria-hidden="true" /> : null}
        <aside id="admin-sidebar" className={styles.sidebar} data-open={menuOpen}>
          <p className={styles.company}>{company.name}</p>
          <AdminNav role={user.role} restaurantId={selectedRestaurant?.id} onNavigate={() => setMenuOpen(false)} />
          <div className={styles.sidebarFooter}>
            <LanguageSwitch />
            <UserMenu user={user} />
          </div>
        </aside>
        <main className={styles.content}>
          <Suspense fallback={<PageSpinner label={t('admin:loadingScreen')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {creating ? (
        // its texts may still be loading: that must not blank the shell behind it
        <Suspense fallback={null}>
          <CreateRestaurantPanel
          companyId={company.id}
          companyName={company.name}
          onCreated={(restaurant) => {
            setCreating(false)
            onRestaurantCreated(restaurant)
          }}
          onClose={() => setCreating(false)}
          />
        </Suspense>
      ) : null}
    </AdminContext.Provider>
  )
}
