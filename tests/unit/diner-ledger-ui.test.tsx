// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { getBillSummary } from '@/features/bill/amounts'
import { BillHeldNotice } from '@/features/bill/components/bill-held-notice'
import { BillItemsList } from '@/features/bill/components/bill-items-list'
import { BillSummaryCard } from '@/features/bill/components/bill-summary-card'
import { PayBillCard } from '@/features/bill/components/pay-bill-card'
import { CheckoutUnavailable } from '@/features/payment/components/checkout-unavailable'
import { ChosenItems } from '@/features/split/components/chosen-items'
import { ItemsSplit } from '@/features/split/components/items-split'
import type { SelectedItem } from '@/domain/bill-selection'
import { FunctionError } from '@/lib/api/functions-client'
import { i18n } from '@/lib/i18n/i18n'
import { orderItemStatusRecord, tableStatusRecord } from '../support/diner-records.ts'

const line = orderItemStatusRecord
const table = (total: number, paid: number, held: number) => tableStatusRecord({ total_amount: total, paid_amount: paid, held_amount: held })

const wine = line('vino', 'Vino rosso della casa', 1200, 1, { share_of: 3, shares_paid: 1, shares_held: 1 })
const pasta = line('pasta', 'Tagliatelle al ragù', 1300, 2, { held_quantity: 2 })
const tiramisu = line('tiramisu', 'Tiramisù', 650, 2, { held_quantity: 1 })
const water = line('acqua', 'Acqua minerale', 300, 1)

function renderSplit(selected: SelectedItem[] = [], onChange = vi.fn(), allHeld = false) {
  render(<ItemsSplit items={[wine, pasta, tiramisu, water]} selected={selected} onChange={onChange} currency="EUR" isLoading={false} allHeld={allHeld} />)
  return onChange
}

const row = (name: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name)) as HTMLElement

afterEach(cleanup)

describe('the ledger on the diner screens (English)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
  })

  it('greys a line others are paying and offers no control for it', () => {
    renderSplit()
    const held = row('Tagliatelle al ragù')
    expect(within(held).getByText('2 being paid')).toBeTruthy()
    expect(within(held).queryAllByRole('button')).toHaveLength(0)
  })

  it('offers nothing while everything left on the bill is being paid (an amount held, not lines)', () => {
    renderSplit([], vi.fn(), true)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(within(row('Acqua minerale')).getByText('Being paid')).toBeTruthy()
  })

  it('lets a diner choose only the free units beside the held ones', () => {
    renderSplit([{ orderItemId: 'tiramisu', quantity: 1 }])
    const partly = row('Tiramisù')
    expect(within(partly).getByText('1 being paid')).toBeTruthy()
    expect(within(partly).getByRole('button', { name: 'More: Tiramisù' })).toHaveProperty('disabled', true)
  })

  it('shows the unit in progress with fractions read out in words, and offers only its remaining part', () => {
    const onChange = renderSplit()
    const shared = row('Vino rosso della casa')
    expect(within(shared).getByText('⅓ paid · ⅓ being paid')).toBeTruthy()
    expect(within(shared).getByText('one third paid, one third being paid')).toBeTruthy()
    fireEvent.click(within(shared).getByRole('button', { name: 'Split Vino rosso della casa with others' }))
    expect(onChange).toHaveBeenCalledWith([{ orderItemId: 'vino', quantity: 0, share: { parts: 1, of: 3 } }])
  })

  it('offers 2, 3 and 4 ways one tap away, then up to 12, and the parts as fractions', () => {
    const onChange = renderSplit([{ orderItemId: 'acqua', quantity: 0, share: { parts: 1, of: 3 } }])
    const picker = row('Acqua minerale')
    for (const ways of [2, 3, 4]) expect(within(picker).getByRole('radio', { name: `${ways} parts` })).toBeTruthy()
    expect(within(picker).getByRole('radio', { name: '3 parts' })).toHaveProperty('checked', true)
    const more = within(picker).getByRole('combobox', { name: 'More parts' })
    expect(within(more).getAllByRole('option').map((option) => option.textContent)).toContain('12 parts')
    expect(within(picker).getByRole('radio', { name: '2 thirds' })).toBeTruthy()
    expect(within(picker).getByText('one third of Acqua minerale')).toBeTruthy()
    expect(within(picker).getByText('⅓ · Acqua minerale')).toBeTruthy()
    fireEvent.click(within(picker).getByRole('radio', { name: '2 thirds' }))
    expect(onChange).toHaveBeenLastCalledWith([{ orderItemId: 'acqua', quantity: 0, share: { parts: 2, of: 3 } }])
    fireEvent.change(more, { target: { value: '7' } })
    expect(onChange).toHaveBeenLastCalledWith([{ orderItemId: 'acqua', quantity: 0, share: { parts: 1, of: 7 } }])
  })

  it('moves focus into the picker it opens, and back to the toggle when the share is dropped', () => {
    let selected: SelectedItem[] = []
    const { rerender } = render(
      <ItemsSplit items={[water]} selected={selected} onChange={(next) => (selected = next)} currency="EUR" isLoading={false} allHeld={false} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Split Acqua minerale with others' }))
    rerender(<ItemsSplit items={[water]} selected={selected} onChange={(next) => (selected = next)} currency="EUR" isLoading={false} allHeld={false} />)
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2 parts' }))
    fireEvent.click(screen.getByRole('button', { name: "Don't split" }))
    rerender(<ItemsSplit items={[water]} selected={selected} onChange={(next) => (selected = next)} currency="EUR" isLoading={false} allHeld={false} />)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Split Acqua minerale with others' }))
  })

  it('lists a share before the name, with its amount, in the payment summary', () => {
    render(<ChosenItems selected={[{ orderItemId: 'acqua', quantity: 0, share: { parts: 1, of: 3 } }, { orderItemId: 'tiramisu', quantity: 1 }]} items={[water, tiramisu]} currency="EUR" />)
    const list = screen.getByRole('list', { name: 'What you are paying for' })
    expect(within(list).getByText('⅓ · Acqua minerale')).toBeTruthy()
    expect(within(list).getByText('one third of Acqua minerale')).toBeTruthy()
    expect(within(list).getByText('1× Tiramisù')).toBeTruthy()
    expect(within(list).getByText('1.00 euros')).toBeTruthy()
  })

  it('says on the bill what is being paid right now, in money and for screen readers', () => {
    render(<BillSummaryCard summary={getBillSummary(table(10_000, 2_000, 3_000), undefined)} />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^20,00\s€ paid and 30,00\s€ being paid, of 100,00\s€$/)
    expect(screen.getByText(/Being paid now/)).toBeTruthy()
    expect(screen.getByText('30.00 euros')).toBeTruthy()
    // left to pay = total − paid − held
    expect(screen.getByText('50.00 euros')).toBeTruthy()
  })

  it('marks the lines others are paying on the bill', () => {
    render(<BillItemsList items={[wine, pasta]} currency="EUR" isLoading={false} />)
    expect(screen.getByText('2 being paid')).toBeTruthy()
    expect(screen.getByText('⅓ paid · ⅓ being paid')).toBeTruthy()
  })

  it('says kindly when everything left is being paid, with a waiter one tap away', () => {
    const onCallWaiter = vi.fn()
    render(
      <MemoryRouter>
        <PayBillCard summary={getBillSummary(table(10_000, 2_000, 8_000), undefined)} billHref="/bill" onCallWaiter={onCallWaiter} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('status').textContent).toContain('Someone at your table is paying. This usually takes under 2 minutes.')
    expect(screen.getByText('You can wait here: this page updates by itself.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Call a waiter' }))
    expect(onCallWaiter).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'See the bill' }).getAttribute('href')).toBe('/bill')
  })
})

describe('the held notice and the payment that cannot start (Italian)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('it')
  })

  it('says it in Italian', () => {
    render(<BillHeldNotice onCallWaiter={() => undefined} />)
    expect(screen.getByText('Qualcuno al tuo tavolo sta pagando. Di solito ci vogliono meno di 2 minuti.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Chiama un cameriere' })).toBeTruthy()
  })

  it('reads a share in Italian words', () => {
    render(<ChosenItems selected={[{ orderItemId: 'acqua', quantity: 0, share: { parts: 2, of: 3 } }]} items={[water]} currency="EUR" />)
    expect(screen.getByText('2 terzi di Acqua minerale')).toBeTruthy()
    expect(screen.getByText('⅔ · Acqua minerale')).toBeTruthy()
  })

  const renderFailure = (error: unknown) => {
    const actions = { onBackToBill: vi.fn(), onRetry: vi.fn(), onCallWaiter: vi.fn() }
    render(
      <MemoryRouter>
        <CheckoutUnavailable error={error} billHref="/bill" {...actions} />
      </MemoryRouter>,
    )
    return actions
  }

  it('someone else is paying: wait (it carries on by itself) or call a waiter', () => {
    const actions = renderFailure(new FunctionError(409, 'The bill is being paid', 'bill_being_paid'))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toContain('Qualcuno al tuo tavolo sta pagando.')
    fireEvent.click(screen.getByRole('button', { name: 'Chiama un cameriere' }))
    expect(actions.onCallWaiter).toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull()
  })

  it('offline: never the browser English, and try again', () => {
    const actions = renderFailure(new FunctionError(0, 'Failed to fetch'))
    expect(screen.getByRole('alert').textContent).not.toContain('Failed')
    expect(screen.getByText('Nessuna connessione. Controlla internet e riprova.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }))
    expect(actions.onRetry).toHaveBeenCalled()
  })

  it('an untranslated failure: our words, a waiter first, the bill second', () => {
    renderFailure(new FunctionError(500, 'Internal Server Error'))
    expect(screen.getByRole('alert').textContent).not.toContain('Internal')
    expect(screen.getByText('Il pagamento non può partire in questo momento.')).toBeTruthy()
    const buttons = screen.getAllByRole('button').concat(screen.getAllByRole('link'))
    expect(buttons.map((button) => button.textContent)).toEqual(['Chiama un cameriere', 'Torna al conto'])
  })

  it('the bill changed under the diner: back to the bill', () => {
    const actions = renderFailure(new FunctionError(409, 'Items taken', 'items_taken'))
    const back = screen.getByRole('link', { name: 'Torna al conto' })
    expect(back.className).toContain('btn--primary')
    fireEvent.click(back)
    expect(actions.onBackToBill).toHaveBeenCalled()
  })
})
