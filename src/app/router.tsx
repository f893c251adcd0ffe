import { Suspense, lazy, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { paths, routeSegments as seg } from '@/config/paths'
import { importOrReload } from '@/lib/browser/import-or-reload'
import { loadDinerStepTranslations, loadStaffTranslations } from '@/lib/i18n/i18n'
import { DinerHomePage } from '@/routes/diner/home'
import { DinerLayout } from '@/routes/diner/layout'
import { BillPage } from '@/routes/diner/bill'
import { NotFoundPage } from '@/routes/not-found'

// Declarative routes (useRoutes) rather than a data router: nothing here uses loaders or
// actions, and the data router would add ~16 KB gzip to every diner's first load. Render errors
// reach the app-wide ErrorBoundary directly.

/**
 * React.lazy for a named export: admin screens load on demand, behind the layout's spinner; a
 * chunk lost to bad signal reloads the page once online before anything shows an error. With
 * `loadTexts`, the page's texts arrive with its code, so it never shows untranslated.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, loadTexts?: () => Promise<void>) {
  return lazy(() =>
    Promise.all([importOrReload(load), loadTexts ? importOrReload(loadTexts) : undefined]).then(([module]) => ({ default: module[name] })),
  )
}

/** A staff entry page: its code and the staff translations arrive together. */
function lazyStaffPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyPage(load, name, loadStaffTranslations)
}

// Staff entry points stay out of the diners' bundle.
const AdminLayout = lazyStaffPage(() => import('@/routes/admin/layout'), 'AdminLayout')
const LoginPage = lazyStaffPage(() => import('@/routes/login'), 'LoginPage')
const ForgotPasswordPage = lazyStaffPage(() => import('@/routes/forgot-password'), 'ForgotPasswordPage')
const ResetPasswordPage = lazyStaffPage(() => import('@/routes/reset-password'), 'ResetPasswordPage')
const SignupPage = lazyStaffPage(() => import('@/routes/signup'), 'SignupPage')
const VerifyEmailPage = lazyStaffPage(() => import('@/routes/verify-email'), 'VerifyEmailPage')

const TablesPage = lazyPage(() => import('@/routes/admin/tables'), 'TablesPage')
const DashboardPage = lazyPage(() => import('@/routes/admin/dashboard'), 'DashboardPage')
const OrdersPage = lazyPage(() => import('@/routes/admin/orders'), 'OrdersPage')
const OrderDetailPage = lazyPage(() => import('@/routes/admin/order-detail'), 'OrderDetailPage')
const NotificationsPage = lazyPage(() => import('@/routes/admin/notifications'), 'NotificationsPage')
const TransactionsPage = lazyPage(() => import('@/routes/admin/transactions'), 'TransactionsPage')
const TransactionDetailPage = lazyPage(() => import('@/routes/admin/transaction-detail'), 'TransactionDetailPage')
const ShiftReportPage = lazyPage(() => import('@/routes/admin/shift-report'), 'ShiftReportPage')
const CassaPage = lazyPage(() => import('@/routes/admin/cassa'), 'CassaPage')
const StatisticsPage = lazyPage(() => import('@/routes/admin/statistics'), 'StatisticsPage')
const CompanyPage = lazyPage(() => import('@/routes/admin/company'), 'CompanyPage')
const RestaurantPage = lazyPage(() => import('@/routes/admin/restaurant'), 'RestaurantPage')
const StaffPage = lazyPage(() => import('@/routes/admin/staff'), 'StaffPage')
const MenuPage = lazyPage(() => import('@/routes/admin/menu'), 'MenuPage')
const ProfilePage = lazyPage(() => import('@/routes/admin/profile'), 'ProfilePage')
const QrGeneratorPage = lazyPage(() => import('@/routes/admin/qr-generator'), 'QrGeneratorPage')
const AdminNotFoundPage = lazyPage(() => import('@/routes/admin/not-found'), 'AdminNotFoundPage')

/** A diner step after the bill: its code and its texts (diner-steps.json) together. */
function lazyDinerStep<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyPage(load, name, loadDinerStepTranslations)
}

// Diner steps after the bill load on demand (the bill page prefetches them when idle); the
// payment step is the only one that pulls in Stripe.
const SplitPage = lazyDinerStep(() => import('@/routes/diner/split'), 'SplitPage')
const TipsPage = lazyDinerStep(() => import('@/routes/diner/tips'), 'TipsPage')
const PaymentPage = lazyDinerStep(() => import('@/routes/diner/payment'), 'PaymentPage')
const PaymentResultPage = lazyDinerStep(() => import('@/routes/diner/payment-result'), 'PaymentResultPage')

function RouteFallback() {
  const { t } = useTranslation()
  return <PageSpinner label={t('loading')} />
}

function RootRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  )
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    children: [
      { index: true, element: <Navigate to={paths.admin.root()} replace /> },
      { path: seg.login, element: <LoginPage /> },
      { path: seg.forgotPassword, element: <ForgotPasswordPage /> },
      { path: seg.resetPassword, element: <ResetPasswordPage /> },
      { path: seg.signup, element: <SignupPage /> },
      { path: seg.verifyEmail, element: <VerifyEmailPage /> },
      {
        path: seg.diner,
        element: <DinerLayout />,
        children: [
          { index: true, element: <DinerHomePage /> },
          { path: seg.bill, element: <BillPage /> },
          { path: seg.split, element: <SplitPage /> },
          { path: seg.tips, element: <TipsPage /> },
          { path: seg.payment, element: <PaymentPage /> },
          { path: seg.paymentResult, element: <PaymentResultPage /> },
        ],
      },
      {
        path: seg.admin,
        element: <AdminLayout />,
        children: [
          { index: true, element: <TablesPage /> },
          { path: seg.dashboard, element: <DashboardPage /> },
          { path: seg.tables, element: <TablesPage /> },
          { path: seg.orders, element: <OrdersPage /> },
          { path: seg.orderDetail, element: <OrderDetailPage /> },
          { path: seg.notifications, element: <NotificationsPage /> },
          { path: seg.transactions, element: <TransactionsPage /> },
          { path: seg.transactionDetail, element: <TransactionDetailPage /> },
          { path: seg.shiftReport, element: <ShiftReportPage /> },
          { path: seg.cassa, element: <CassaPage /> },
          { path: seg.statistics, element: <StatisticsPage /> },
          { path: seg.company, element: <CompanyPage /> },
          { path: seg.restaurant, element: <RestaurantPage /> },
          { path: seg.staff, element: <StaffPage /> },
          { path: seg.menu, element: <MenuPage /> },
          { path: seg.profile, element: <ProfilePage /> },
          { path: seg.qrGenerator, element: <QrGeneratorPage /> },
          { path: '*', element: <AdminNotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

/** Every route of the app; render inside a <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(routes)
}
