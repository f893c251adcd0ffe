// Live claims on a table's bill, as staff see them (docs/decisions/018-live-ledger.md): a diner's
// payment page holds part of the bill while it is open. What a claim covers is worked out here,
// without translations, so the panel and the tests read the same answer.
import { parsePbDate } from '@/lib/time/date-format'
import { formatShare } from '@/domain/share-fraction'
import type { UserRole } from '@/lib/api/pocketbase-types'
import { isManagerRole } from '@/domain/roles'

/** The transaction fields a claim is read from. */
export interface ClaimTransaction {
  status: string
  claim_expires_at: string
  split_mode: 'full' | 'equal' | 'items' | 'amount'
  split_total_guests: number
  split_paying_for: number
}

/** One `transaction_items` row: whole units (`quantity`), or `shares` of one unit split `share_of` ways. */
export interface ClaimRow {
  order_item: string
  quantity: number
  shares: number
  share_of: number
}

/** Part of a by-items claim: whole units of a line, or shares of one of its units. */
export type ClaimPart =
  | { kind: 'units'; orderItemId: string; quantity: number }
  | { kind: 'shares'; orderItemId: string; shares: number; shareOf: number }

export type ClaimCoverage =
  | { kind: 'full' }
  | { kind: 'equal'; payingFor: number; totalGuests: number }
  | { kind: 'items'; parts: ClaimPart[] }

/** A claim counts while it is pending and its expiry is still ahead (the views compare the same way). */
export function isLiveClaim(claim: Pick<ClaimTransaction, 'status' | 'claim_expires_at'>, now: Date): boolean {
  const expires = parsePbDate(claim.claim_expires_at)
  return claim.status === 'pending' && expires !== null && expires.getTime() > now.getTime()
}

/** What a claim covers: the whole bill, some equal shares, or lines and shares of lines. */
export function getClaimCoverage(claim: ClaimTransaction, rows: readonly ClaimRow[]): ClaimCoverage {
  if (claim.split_mode === 'equal') {
    return { kind: 'equal', payingFor: claim.split_paying_for, totalGuests: claim.split_total_guests }
  }
  if (claim.split_mode === 'full') return { kind: 'full' }
  const parts: ClaimPart[] = []
  for (const row of rows) {
    if (row.quantity > 0) parts.push({ kind: 'units', orderItemId: row.order_item, quantity: row.quantity })
    if (row.shares > 0 && row.share_of > 0) {
      parts.push({ kind: 'shares', orderItemId: row.order_item, shares: row.shares, shareOf: row.share_of })
    }
  }
  return { kind: 'items', parts }
}

/** '⅓ · Vino rosso' or '2 × Pizza margherita' (no-break spaces: the count never ends a line alone). */
export function formatClaimPart(part: ClaimPart, name: string): string {
  const count = part.kind === 'shares' ? `${formatShare(part.shares, part.shareOf)}\u00a0·` : `${part.quantity}\u00a0×`
  return `${count}\u00a0${name}`
}

/** Managers and administrators release a diner's claim (POST /api/admin/release-claim allows the same roles). */
export function canReleaseClaims(role: UserRole): boolean {
  return isManagerRole(role)
}
