// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRef } from 'react'
import { OrderClaims } from '@/features/orders/components/order-claims'
import type { LiveClaimRecord } from '@/features/orders/types'
import { i18n } from '@/lib/i18n/i18n'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { stubDialogMethods } from '../support/dialog.ts'

// amounts are formatted with a no-break space before the euro sign
const euro = (minor: number) => formatMoney(minor, 'EUR')

const now = new Date('2026-11-23T12:05:30.000Z')

function claim(id: string, overrides: Partial<LiveClaimRecord> = {}): LiveClaimRecord {
  return {
    id,
    collectionId: 'transactions',
    collectionName: 'transactions',
    order: 'order1',
    restaurant: 'rest1',
    waiter: '',
    status: 'pending',
    currency: 'EUR',
    base_amount: 1250,
    tip_amount: 0,
    service_fee: 0,
    fee: 0,
    total_amount: 1250,
    refund_amount: 0,
    split_mode: 'full',
    split_group: '',
    split_total_guests: 0,
    split_paying_for: 0,
    tip_mode: 'percent',
    payment_method: '',
    stripe_session_id: '',
    stripe_payment_intent_id: '',
    stripe_charge_id: '',
    receipt_email: '',
    claim_expires_at: '2026-11-23 12:07:00.000Z',
    paid_at: '',
    logs: [],
    created: '2026-11-23 12:04:00.000Z',
    updated: '2026-11-23 12:04:00.000Z',
    ...overrides,
  } as LiveClaimRecord
}

const line = (id: string, name: string) => ({ id, expand: { item: { name } } }) as unknown as OrderItemStatusRecord

const lines = [line('pizza', 'Pizza margherita'), line('wine', 'Vino rosso')]

const itemsClaim = claim('claim3', {
  split_mode: 'items',
  base_amount: 1100,
  tip_amount: 100,
  created: '2026-11-23 12:05:10.000Z',
  expand: {
    transaction_items_via_transaction: [
      { order_item: 'pizza', quantity: 1, shares: 0, share_of: 0 },
      { order_item: 'wine', quantity: 0, shares: 1, share_of: 3 },
    ] as never,
  },
})

const claims = [
  claim('claim1'),
  claim('claim2', { split_mode: 'equal', split_total_guests: 3, split_paying_for: 1, base_amount: 800 }),
  itemsClaim,
]

function renderClaims(canRelease: boolean, list = claims) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })
  const after = createRef<HTMLButtonElement>()
  return render(
    <QueryClientProvider client={client}>
      <OrderClaims restaurantId="rest1" claims={list} lines={lines} now={now} canRelease={canRelease} focusAfterLastRef={after} />
    </QueryClientProvider>,
  )
}

describe('OrderClaims', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    stubDialogMethods()
  })
  afterEach(async () => {
    cleanup()
    vi.restoreAllMocks()
    await i18n.changeLanguage('en')
  })

  it('shows nothing without live claims', () => {
    const { container } = renderClaims(true, [])
    expect(screen.queryByRole('heading', { name: /Payments in progress/ })).toBeNull()
    expect(container.textContent).toBe('')
  })

  it('says what each claim covers, how much it holds and since when', () => {
    renderClaims(false)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]?.textContent).toContain('Whole bill')
    expect(items[0]?.textContent).toContain('for 1 min')
    expect(items[0]?.textContent).toContain('12.50 euros')
    expect(items[1]?.textContent).toContain('Equal split · 1 of 3')
    expect(items[2]?.textContent?.replace(/\u00a0/g, ' ')).toContain('1 × Pizza margherita, ⅓ · Vino rosso')
    expect(items[2]?.textContent).toContain('just started')
    expect(items[2]?.textContent).toContain(`+ ${euro(100)} tip`)
  })

  it('speaks Italian too', async () => {
    await i18n.changeLanguage('it')
    renderClaims(true)
    expect(screen.getByRole('heading', { name: /Pagamenti in corso/ })).toBeTruthy()
    expect(screen.getByText('Parti uguali · 1 di 3')).toBeTruthy()
    expect(screen.getAllByText('da 1 min')).toHaveLength(2)
    expect(screen.getByRole('button', { name: `Sblocca il pagamento di ${euro(1250)}` })).toBeTruthy()
  })

  it('gives waiters the list without release buttons', () => {
    renderClaims(false)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it('lets a manager release a claim after confirming, naming the amount', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ released: true }), { status: 200 }))
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined)
    renderClaims(true)
    expect(screen.getAllByRole('button', { name: /^Release the payment of/ })).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: `Release the payment of ${euro(1100)}` }))
    const dialog = screen.getByRole('dialog', { name: `Release the payment of ${euro(1100)}?` })
    expect(dialog.textContent).toContain('The diner will have to start the payment again.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(`Payment of ${euro(1100)} released: the table can pay it again.`))
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/release-claim')
    expect(JSON.parse(String(init?.body))).toEqual({ transactionId: 'claim3' })
  })

  it('tells a claim that already ended in the floor’s words, and returns focus to its button', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'This payment is no longer in progress.', code: 'claim_ended' }), { status: 409 }),
    )
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    renderClaims(true)
    const trigger = screen.getByRole('button', { name: `Release the payment of ${euro(1250)}` })
    fireEvent.click(trigger)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('This payment is no longer in progress: it was completed, released or it lapsed.', undefined))
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })
})
