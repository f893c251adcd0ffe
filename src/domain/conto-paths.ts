// Where each pb_hooks route of the staff screens lives (/api/conto/*): its method and its path
// from its parameters. Apart from the schemas (conto-routes.ts) so the browser can call the routes
// without loading zod.

const at = (value: string) => encodeURIComponent(value)
type None = Record<string, never>
type JobParams = { jobId: string }
const job = (action: string) => ({ method: 'POST' as const, path: (params: JobParams) => `/api/conto/fiscal/jobs/${at(params.jobId)}/${action}` })

export const CONTO_PATHS = {
  enrolTill: { method: 'POST' as const, path: (_: None) => '/api/conto/fiscal/tills' },
  revokeTill: { method: 'POST' as const, path: (params: { tillId: string }) => `/api/conto/fiscal/tills/${at(params.tillId)}/revoke` },
  fiscalDay: { method: 'POST' as const, path: (_: None) => '/api/conto/fiscal/day' },
  takeNextJob: { method: 'POST' as const, path: (_: None) => '/api/conto/fiscal/next' },
  renewLease: job('renew'),
  reportPrinted: job('printed'),
  reportFailed: job('failed'),
  reportUnclear: job('unclear'),
  resolveUnclearJob: job('resolve'),
  retryJob: job('retry'),
  recordPayment: { method: 'POST' as const, path: (params: { orderId: string }) => `/api/conto/orders/${at(params.orderId)}/payments` },
  correctLine: {
    method: 'POST' as const,
    path: (params: { orderId: string; lineId: string }) => `/api/conto/orders/${at(params.orderId)}/lines/${at(params.lineId)}/void`,
  },
  closeOrder: { method: 'POST' as const, path: (params: { orderId: string }) => `/api/conto/orders/${at(params.orderId)}/close` },
  voidPayment: { method: 'POST' as const, path: (params: { transactionId: string }) => `/api/conto/payments/${at(params.transactionId)}/void` },
  createPosKey: { method: 'POST' as const, path: (_: None) => '/api/conto/pos/keys' },
  revokePosKey: { method: 'POST' as const, path: (params: { keyId: string }) => `/api/conto/pos/keys/${at(params.keyId)}/revoke` },
  createPosEndpoint: { method: 'POST' as const, path: (_: None) => '/api/conto/pos/endpoints' },
  disablePosEndpoint: { method: 'POST' as const, path: (params: { endpointId: string }) => `/api/conto/pos/endpoints/${at(params.endpointId)}/disable` },
  resendPosDelivery: { method: 'POST' as const, path: (params: { deliveryId: string }) => `/api/conto/pos/deliveries/${at(params.deliveryId)}/resend` },
  connectLightspeed: { method: 'POST' as const, path: (_: None) => '/api/conto/pos/lightspeed' },
  posUnsynced: { method: 'GET' as const, path: (params: { restaurant: string }) => `/api/conto/pos/unsynced?restaurant=${at(params.restaurant)}` },
  inviteStaff: { method: 'POST' as const, path: (_: None) => '/api/conto/staff/invite' },
  signupStatus: { method: 'GET' as const, path: (_: None) => '/api/conto/signup' },
  signUp: { method: 'POST' as const, path: (_: None) => '/api/conto/signup' },
  /** ISO instants; the last 24 hours when left out */
  shiftReport: {
    method: 'GET' as const,
    path: (params: { restaurant: string; from?: string; to?: string }) => `/api/conto/reports/shift?${new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined) as [string, string][])}`,
  },
}

export type ContoRouteName = keyof typeof CONTO_PATHS
export type ContoRouteParams<Name extends ContoRouteName> = Parameters<(typeof CONTO_PATHS)[Name]['path']>[0]
