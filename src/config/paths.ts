/** Route segments as the router declares them; builders below fill in the parameters. */
export const routeSegments = {
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  signup: 'signup',
  verifyEmail: 'verify-email',
  diner: 'qr/:restaurantId/:tableId',
  bill: 'bill',
  split: 'split',
  tips: 'tips',
  payment: 'payment',
  paymentResult: 'paymentResult',
  admin: 'admin',
  dashboard: 'dashboard',
  tables: 'tables',
  orders: 'orders',
  orderDetail: 'orders/:orderId',
  notifications: 'notifications',
  transactions: 'transactions',
  transactionDetail: 'transactions/:transactionId',
  shiftReport: 'shift-report',
  cassa: 'cassa',
  statistics: 'statistics',
  company: 'company',
  restaurant: 'restaurant',
  staff: 'staff',
  menu: 'menu',
  profile: 'profile',
  qrGenerator: 'qr-generator',
} as const

const enc = encodeURIComponent

function dinerBase(restaurantId: string, tableId: string): string {
  return `/qr/${enc(restaurantId)}/${enc(tableId)}`
}

/** Every address in the app, built in one place. */
export const paths = {
  root: () => '/',
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  signup: () => '/signup',
  verifyEmail: () => '/verify-email',
  diner: {
    home: (restaurantId: string, tableId: string) => dinerBase(restaurantId, tableId),
    bill: (restaurantId: string, tableId: string) => `${dinerBase(restaurantId, tableId)}/bill`,
    split: (restaurantId: string, tableId: string) => `${dinerBase(restaurantId, tableId)}/split`,
    tips: (restaurantId: string, tableId: string) => `${dinerBase(restaurantId, tableId)}/tips`,
    payment: (restaurantId: string, tableId: string) => `${dinerBase(restaurantId, tableId)}/payment`,
    paymentResult: (restaurantId: string, tableId: string, sessionId?: string) =>
      `${dinerBase(restaurantId, tableId)}/paymentResult` +
      (sessionId ? `?sessionId=${enc(sessionId)}` : ''),
  },
  admin: {
    root: () => '/admin',
    dashboard: () => '/admin/dashboard',
    tables: () => '/admin/tables',
    orders: () => '/admin/orders',
    orderDetail: (orderId: string) => `/admin/orders/${enc(orderId)}`,
    notifications: () => '/admin/notifications',
    transactions: () => '/admin/transactions',
    transactionDetail: (transactionId: string) => `/admin/transactions/${enc(transactionId)}`,
    shiftReport: () => '/admin/shift-report',
    cassa: () => '/admin/cassa',
    statistics: () => '/admin/statistics',
    company: () => '/admin/company',
    restaurant: () => '/admin/restaurant',
    staff: () => '/admin/staff',
    menu: () => '/admin/menu',
    profile: () => '/admin/profile',
    qrGenerator: () => '/admin/qr-generator',
  },
} as const
