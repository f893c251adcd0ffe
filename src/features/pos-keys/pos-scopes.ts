import type { PosScope } from './api'

/** A scope's name in office.json `restaurant.pos.scopes` (i18next would read the colon as a namespace). */
export const POS_SCOPE_TEXT_KEYS = {
  'payments:read': 'paymentsRead',
  'checks:write': 'checksWrite',
} as const satisfies Record<PosScope, string>

/** What a new key may do unless the admin says otherwise: read the payments, nothing more. */
export const DEFAULT_POS_SCOPES: readonly PosScope[] = ['payments:read']
