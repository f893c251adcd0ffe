// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { CloseOrderSheet } from '@/features/orders/components/close-order-sheet'
import { OrderLines } from '@/features/orders/components/order-lines'
import { RecordPaymentSheet } from '@/features/orders/components/record-payment-sheet'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { i18n } from '@/lib/i18n/i18n'
import { formatMoney } from '@/domain/money'
import { pb } from '@/lib/api/pocketbase'
import { getRouteError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import { stubDialogMethods } from '../support/dialog.ts'
import { orderItemStatusRecord } from '../support/diner-records.ts'

const euro = (minor: number) => formatMoney(minor, 'EUR')
// Testing Library folds the no-break space before € when it reads text, not in what it is given
const folded = (text: string) => text.replace(/\u00a0/g, ' ')

const lines = [orderItemStatusRecord('pizza', 'Pizza', 900, 2), orderItemStatusRecord('wine', 'Vino', 2400, 1)]

/** fetch answering every call with one JSON body and status; the calls are kept. */
function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  )
}

function renderRecord(onClose = vi.fn()) {
  wrap(
    <RecordPaymentSheet
      restaurantId="r1"
      orderId="o1"
      guests={4}
      bill={{ total: 4200, paid: 0, held: 0, currency: 'EUR' }}
      lines={lines}
      onClose={onClose}
    />,
  )
  return onClose
}

beforeAll(async () => {
  await i18n.changeLanguage('en')
  stubDialogMethods()
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

describe('a route refusal read from pb.send', () => {
  it('gives the code and message of {error: {code, message}}', async () => {
    answerWith(400, { error: { code: 'line_paid', message: 'Paid units cannot change.' } })
    const error = await pb.send('/api/conto/orders/o1/close', { method: 'POST' }).catch((caught: unknown) => caught)
    expect(getRouteError(error)).toEqual({ code: 'line_paid', message: 'Paid units cannot change.' })
    // the staff's words for the code, never the server's English message
    expect(getErrorMessage(error)).toBe(i18n.t('functionErrors.line_paid', { ns: 'office' }))
    expect(describeStaffFunctionError(error)).toBe(i18n.t('functionErrors.line_paid', { ns: 'office' }))
  })

  it("reads a record guard's field error the same way", async () => {
    answerWith(400, { status: 400, message: 'Failed to update record.', data: { quantity: { code: 'line_paid', message: 'covered' } } })
    const error = await pb.collection('order_items').update('l1', { quantity: 1 }).catch((caught: unknown) => caught)
    expect(getRouteError(error)).toEqual({ code: 'line_paid', message: 'covered' })
    expect(describeStaffFunctionError(error)).toContain("can't be reduced")
  })

  it("uses the diner's words for a shared code", async () => {
    answerWith(409, { error: { code: 'bill_being_paid', message: 'x' } })
    const error = await pb.send('/api/conto/orders/o1/payments', { method: 'POST' }).catch((caught: unknown) => caught)
    expect(describeStaffFunctionError(error)).toBe(i18n.t('payment.errors.bill_being_paid', { ns: 'diner' }))
  })
})

describe('RecordPaymentSheet', () => {
  it('records 20,00 € cash: preview, then the route gets method, amount and split', async () => {
    const fetchMock = answerWith(200, { transaction: { id: 't1', base: 2000, tip: 0, total: 2000, currency: 'EUR' } })
    const onClose = renderRecord()
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' })
    expect(within(dialog).getByRole('radio', { name: 'Cash' })).toHaveProperty('checked', true)
    // the rest of the bill by default
    expect(within(dialog).getByRole('button', { name: `Record ${euro(4200)}` })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An amount' }))
    fireEvent.change(within(dialog).getByLabelText('Amount (EUR)'), { target: { value: '20,00' } })
    expect(within(dialog).getByText('20.00 euros')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: `Record ${euro(2000)}` }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toContain('/api/conto/orders/o1/payments')
    expect(JSON.parse(String(init.body))).toEqual({ method: 'cash', split: { mode: 'amount', amount: 2000 }, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
  })

  it('sends the same request id when the waiter retries after a lost answer, a new one for another payment', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetchMock)
    renderRecord()
    const confirm = () => fireEvent.click(screen.getByRole('button', { name: /^Record \S/ }))
    confirm()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Record \S/ })).toHaveProperty('disabled', false))
    confirm()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).requestId as string)
    expect(ids[1]).toBe(ids[0])
    fireEvent.click(screen.getByRole('radio', { name: 'Card terminal' }))
    confirm()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body)).requestId).not.toBe(ids[0])
  })

  it('says what is wrong with an amount, and sends nothing', () => {
    const fetchMock = answerWith(200, {})
    renderRecord()
    fireEvent.click(screen.getByRole('radio', { name: 'An amount' }))
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: /^Record/ }))
    expect(screen.getByLabelText('Amount (EUR)').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText(folded(`That is more than the ${euro(4200)} left to pay.`)).length).toBeGreaterThan(0)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('pays items with a share of one unit, with a tip and the terminal', async () => {
    const fetchMock = answerWith(200, { transaction: { id: 't1', base: 1700, tip: 100, total: 1800, currency: 'EUR' } })
    renderRecord()
    fireEvent.click(screen.getByRole('radio', { name: 'Card terminal' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Items' }))
    fireEvent.click(screen.getByRole('button', { name: 'More: Pizza' }))
    const shares = screen.getAllByRole('combobox', { name: 'Share of one more' })
    fireEvent.change(shares[1]!, { target: { value: '1/3' } })
    fireEvent.change(screen.getByLabelText('Tip (optional)'), { target: { value: '1' } })
    expect(screen.getByText(folded(`bill ${euro(1700)} + tip ${euro(100)}`))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: `Record ${euro(1800)}` }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({
      method: 'terminal',
      split: { mode: 'items', items: [{ orderItemId: 'pizza', quantity: 1 }, { orderItemId: 'wine', quantity: 0, share: { parts: 1, of: 3 } }] },
      tip: 100,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
  })

  it("shows the server's refusal inside the sheet, in Italian too", async () => {
    await i18n.changeLanguage('it')
    answerWith(409, { error: { code: 'bill_being_paid', message: 'x' } })
    const onClose = renderRecord()
    expect(screen.getByRole('dialog', { name: 'Registra un pagamento' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: `Registra ${euro(4200)}` }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('CloseOrderSheet', () => {
  it('asks why, wants a note for "other", and sends the reason', async () => {
    const fetchMock = answerWith(200, {})
    const onClosed = vi.fn()
    wrap(<CloseOrderSheet restaurantId="r1" orderId="o1" balance={3050} currency="EUR" onClosed={onClosed} onCancel={vi.fn()} />)
    expect(screen.getByRole('dialog').textContent).toContain('30.50 euros')
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }))
    fireEvent.click(screen.getByRole('button', { name: `Close with ${euro(3050)} unpaid` }))
    expect(screen.getByText('Say what happened.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('radio', { name: 'Left without paying' }))
    fireEvent.click(screen.getByRole('button', { name: `Close with ${euro(3050)} unpaid` }))
    await waitFor(() => expect(onClosed).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toContain('/api/conto/orders/o1/close')
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'walkout' })
  })
})

describe('OrderLines', () => {
  it('never offers − below what is paid or held, and says why', () => {
    const covered = [
      orderItemStatusRecord('pizza', 'Pizza', 900, 2, { paid_quantity: 2 }),
      orderItemStatusRecord('wine', 'Vino', 2400, 2, { paid_quantity: 1 }),
      orderItemStatusRecord('water', 'Acqua', 300, 1, { held_quantity: 1 }),
    ]
    const onCorrect = vi.fn()
    wrap(<OrderLines lines={covered} currency="EUR" editable busy={false} onAdd={vi.fn()} onRemove={vi.fn()} onCorrect={onCorrect} />)
    expect(screen.getByRole('button', { name: 'Remove one Pizza' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Remove one Vino' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'Remove one Acqua' })).toHaveProperty('disabled', true)
    expect(screen.getAllByText("Paid: it can't be changed")).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Correct Vino: take it off the bill' }))
    expect(onCorrect).toHaveBeenCalledWith(covered[1])
  })
})
