import { useCallback, useSyncExternalStore } from 'react'
import { MAX_UNIT_SHARES, type TipMode } from '@/domain/bill-maths'
import type { OrderPaymentType } from '@/features/split/split-state'
import type { SelectedItem, UnitShare } from '@/domain/bill-selection'

/** The client order context of SPEC §3, kept while the diner moves between pages. */
export interface OrderContextState {
  /** The order these choices belong to; a new order at the table starts afresh. */
  orderId: string
  selectedItems: SelectedItem[]
  /** 0 = not chosen yet (the table's guests apply). */
  totalGuests: number
  /** 0 = not chosen yet (the default applies). */
  payingFor: number
  orderPaymentType: OrderPaymentType
  contextTipMode: TipMode
  /** Percent when the mode is percent, minor units when fixed. */
  contextTipAmount: number
  /** False until the diner has been on the tips page (the popular 5 % is then pre-selected). */
  tipChosen: boolean
}

export function createOrderContext(orderId: string): OrderContextState {
  return {
    orderId,
    selectedItems: [],
    totalGuests: 0,
    payingFor: 0,
    orderPaymentType: 'pay-full',
    contextTipMode: 'fixed',
    contextTipAmount: 0,
    tipChosen: false,
  }
}

const PAYMENT_TYPES: readonly string[] = ['pay-full', 'split-equal', 'split-items']

/** sessionStorage key: one context per table, forgotten when the browser tab closes. */
export function getOrderContextKey(tableId: string): string {
  return `conto.order.${tableId}`
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

function parseShare(value: unknown): UnitShare | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { parts, of } = value as Record<string, unknown>
  if (!isCount(parts) || !isCount(of) || of < 2 || of > MAX_UNIT_SHARES || parts < 1 || parts >= of) return undefined
  return { parts, of }
}

/** One stored line of the by-items choice (a share stored by an older version is simply absent). */
function parseSelectedItem(value: unknown): SelectedItem[] {
  if (typeof value !== 'object' || value === null) return []
  const item = value as Record<string, unknown>
  if (typeof item.orderItemId !== 'string' || !isCount(item.quantity)) return []
  const share = parseShare(item.share)
  if (item.quantity === 0 && !share) return []
  return [share ? { orderItemId: item.orderItemId, quantity: item.quantity, share } : { orderItemId: item.orderItemId, quantity: item.quantity }]
}

/** Parses a stored context; anything unreadable, or for another order, gives a fresh one. */
export function parseOrderContext(raw: string | null, orderId: string): OrderContextState {
  const fresh = createOrderContext(orderId)
  if (!raw) return fresh
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return fresh
  }
  if (typeof value !== 'object' || value === null) return fresh
  const v = value as Record<string, unknown>
  if (v.orderId !== orderId) return fresh
  const selectedItems = Array.isArray(v.selectedItems) ? v.selectedItems.flatMap(parseSelectedItem) : []
  return {
    orderId,
    selectedItems,
    totalGuests: isCount(v.totalGuests) ? v.totalGuests : 0,
    payingFor: isCount(v.payingFor) ? v.payingFor : 0,
    orderPaymentType: PAYMENT_TYPES.includes(v.orderPaymentType as string) ? (v.orderPaymentType as OrderPaymentType) : 'pay-full',
    contextTipMode: v.contextTipMode === 'percent' ? 'percent' : 'fixed',
    contextTipAmount: typeof v.contextTipAmount === 'number' && Number.isFinite(v.contextTipAmount) && v.contextTipAmount >= 0 ? v.contextTipAmount : 0,
    tipChosen: v.tipChosen === true,
  }
}

// One in-memory copy per key so every page sees the same object between renders.
const cache = new Map<string, string | null>()
const listeners = new Set<() => void>()

function getStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

function readRaw(key: string): string | null {
  if (!cache.has(key)) {
    let raw: string | null
    try {
      raw = getStorage()?.getItem(key) ?? null
    } catch {
      raw = null
    }
    cache.set(key, raw)
  }
  return cache.get(key) ?? null
}

function writeRaw(key: string, raw: string) {
  cache.set(key, raw)
  try {
    getStorage()?.setItem(key, raw)
  } catch {
    // Private mode may refuse storage: the choices still live for this page view.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const parsed = new Map<string, { raw: string | null; orderId: string; state: OrderContextState }>()

let fresh: OrderContextState | undefined

/**
 * The context of an order nobody has chosen anything for, as one object: the server renders with
 * it, and the browser's first read of an empty store gives the same one, so React takes the page
 * over without a second, blocking render of the whole diner page (useSyncExternalStore re-renders
 * at once when the two differ).
 */
function getFreshSnapshot(orderId: string): OrderContextState {
  if (fresh?.orderId !== orderId) fresh = createOrderContext(orderId)
  return fresh
}

function getSnapshot(key: string, orderId: string): OrderContextState {
  const raw = readRaw(key)
  if (raw === null) return getFreshSnapshot(orderId)
  const hit = parsed.get(key)
  if (hit && hit.raw === raw && hit.orderId === orderId) return hit.state
  const state = parseOrderContext(raw, orderId)
  parsed.set(key, { raw, orderId, state })
  return state
}

export type OrderContextUpdate = Partial<Omit<OrderContextState, 'orderId'>> | ((state: OrderContextState) => Partial<Omit<OrderContextState, 'orderId'>>)

/** The order context of one table and order, stored in sessionStorage so a reload keeps it. */
export function useOrderContextStore(tableId: string, orderId: string): [OrderContextState, (update: OrderContextUpdate) => void] {
  const key = getOrderContextKey(tableId)
  const state = useSyncExternalStore(
    subscribe,
    () => getSnapshot(key, orderId),
    () => getFreshSnapshot(orderId),
  )
  const update = useCallback(
    (change: OrderContextUpdate) => {
      const current = getSnapshot(key, orderId)
      const patch = typeof change === 'function' ? change(current) : change
      writeRaw(key, JSON.stringify({ ...current, ...patch, orderId }))
    },
    [key, orderId],
  )
  return [state, update]
}
