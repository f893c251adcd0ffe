import { paths } from '@/config/paths'
import type { UserRole } from '@/lib/api/pocketbase-types'
import { MANAGER_ROLES, STAFF_ROLES } from '@/domain/roles'

export type AdminScreenKey =
  | 'dashboard'
  | 'tables'
  | 'menu'
  | 'orders'
  | 'notifications'
  | 'transactions'
  | 'shiftReport'
  | 'cassa'
  | 'statistics'
  | 'staff'
  | 'restaurant'
  | 'company'
  | 'qrGenerator'
  | 'profile'

export interface AdminScreen {
  key: AdminScreenKey
  path: string
  roles: readonly UserRole[]
}

const everyone: readonly UserRole[] = STAFF_ROLES
const managers: readonly UserRole[] = MANAGER_ROLES

/**
 * Admin screens in navigation order, with who may open them. Waiters run the floor (tables,
 * orders, notifications, QR codes, own profile); the menu, money, people and settings are for managers;
 * company settings (payouts, Stripe) for administrators only.
 */
export const adminScreens: readonly AdminScreen[] = [
  { key: 'dashboard', path: paths.admin.dashboard(), roles: managers },
  { key: 'tables', path: paths.admin.tables(), roles: everyone },
  { key: 'menu', path: paths.admin.menu(), roles: managers },
  { key: 'orders', path: paths.admin.orders(), roles: everyone },
  { key: 'notifications', path: paths.admin.notifications(), roles: everyone },
  { key: 'transactions', path: paths.admin.transactions(), roles: managers },
  // waiters see their own takings; the server answers them with their own row only
  { key: 'shiftReport', path: paths.admin.shiftReport(), roles: everyone },
  // the till beside the fiscal printer: whoever is signed in on it prints the receipts
  { key: 'cassa', path: paths.admin.cassa(), roles: everyone },
  { key: 'statistics', path: paths.admin.statistics(), roles: managers },
  { key: 'staff', path: paths.admin.staff(), roles: managers },
  { key: 'restaurant', path: paths.admin.restaurant(), roles: managers },
  { key: 'company', path: paths.admin.company(), roles: ['admin'] },
  { key: 'qrGenerator', path: paths.admin.qrGenerator(), roles: everyone },
  { key: 'profile', path: paths.admin.profile(), roles: everyone },
]

export function getScreensForRole(role: UserRole): AdminScreen[] {
  return adminScreens.filter((screen) => screen.roles.includes(role))
}

/** The screen a pathname belongs to (detail pages belong to their list), if any. */
export function findScreenForPath(pathname: string): AdminScreen | undefined {
  return adminScreens.find((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`))
}

/** Whether the role may open the pathname; unknown admin paths are left to the not-found page. */
export function canOpenPath(role: UserRole, pathname: string): boolean {
  const screen = findScreenForPath(pathname)
  return !screen || screen.roles.includes(role)
}
