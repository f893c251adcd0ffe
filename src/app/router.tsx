import { lazy, type ComponentType } from 'react'
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom'
import { paths, routeSegments as seg } from '@/config/paths'
import { AdminLayout } from '@/routes/admin/layout'
import { DinerHomePage } from '@/routes/diner/home'
import { DinerLayout } from '@/routes/diner/layout'
import { DinerPlaceholderPage } from '@/routes/diner/placeholder'
import { ForgotPasswordPage } from '@/routes/forgot-password'
import { LoginPage } from '@/routes/login'
import { NotFoundPage } from '@/routes/not-found'
import { RethrowRouteError } from './error-boundary'

/** React.lazy for a named export: admin screens load on demand, behind the layout's spinner. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const TablesPage = lazyPage(() => import('@/routes/admin/tables'), 'TablesPage')
const DashboardPage = lazyPage(() => import('@/routes/admin/dashboard'), 'DashboardPage')
const OrdersPage = lazyPage(() => import('@/routes/admin/orders'), 'OrdersPage')
const OrderDetailPage = lazyPage(() => import('@/routes/admin/order-detail'), 'OrderDetailPage')
const NotificationsPage = lazyPage(() => import('@/routes/admin/notifications'), 'NotificationsPage')
const TransactionsPage = lazyPage(() => import('@/routes/admin/transactions'), 'TransactionsPage')
const TransactionDetailPage = lazyPage(() => import('@/routes/admin/transaction-detail'), 'TransactionDetailPage')
const StatisticsPage = lazyPage(() => import('@/routes/admin/statistics'), 'StatisticsPage')
const CompanyPage = lazyPage(() => import('@/routes/admin/company'), 'CompanyPage')
const RestaurantPage = lazyPage(() => import('@/routes/admin/restaurant'), 'RestaurantPage')
const StaffPage = lazyPage(() => import('@/routes/admin/staff'), 'StaffPage')
const ProfilePage = lazyPage(() => import('@/routes/admin/profile'), 'ProfilePage')
const QrGeneratorPage = lazyPage(() => import('@/routes/admin/qr-generator'), 'QrGeneratorPage')
const AdminNotFoundPage = lazyPage(() => import('@/routes/admin/not-found'), 'AdminNotFoundPage')

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RethrowRouteError />,
    children: [
      { index: true, element: <Navigate to={paths.admin.root()} replace /> },
      { path: seg.login, element: <LoginPage /> },
      { path: seg.forgotPassword, element: <ForgotPasswordPage /> },
      {
        path: seg.diner,
        element: <DinerLayout />,
        children: [
          { index: true, element: <DinerHomePage /> },
          { path: seg.bill, element: <DinerPlaceholderPage step="bill" /> },
          { path: seg.split, element: <DinerPlaceholderPage step="split" /> },
          { path: seg.tips, element: <DinerPlaceholderPage step="tips" /> },
          { path: seg.payment, element: <DinerPlaceholderPage step="payment" /> },
          { path: seg.paymentResult, element: <DinerPlaceholderPage step="paymentResult" /> },
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
          { path: seg.statistics, element: <StatisticsPage /> },
          { path: seg.company, element: <CompanyPage /> },
          { path: seg.restaurant, element: <RestaurantPage /> },
          { path: seg.staff, element: <StaffPage /> },
          { path: seg.profile, element: <ProfilePage /> },
          { path: seg.qrGenerator, element: <QrGeneratorPage /> },
          { path: '*', element: <AdminNotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
