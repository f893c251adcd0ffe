// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StaffFormPanel } from '@/features/staff/components/staff-form-panel'
import type { StaffFormValues } from '@/features/staff/types'
import { i18n } from '@/lib/i18n/i18n'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { stubDialogMethods } from '../support/dialog'

const restaurants = [
  { id: 'r1', name: 'Osteria' },
  { id: 'r2', name: 'Trattoria' },
] as RestaurantRecord[]
const blank: StaffFormValues = { name: '', email: '', phone: '', role: 'waiter', restaurant: '', language: 'en' }

function panel(initial: StaffFormValues, onSubmit: (values: StaffFormValues) => void) {
  return (
    <StaffFormPanel mode="add" actorRole="admin" initial={initial} restaurants={restaurants} pending={false} error={null} onSubmit={onSubmit} onClose={() => {}} />
  )
}

describe('StaffFormPanel', () => {
  beforeAll(async () => {
    stubDialogMethods()
    await i18n.changeLanguage('en')
  })
  afterEach(cleanup)
  afterAll(() => i18n.changeLanguage('en'))

  it('takes the selected restaurant when it arrives after the panel opened, on a page just loaded', () => {
    const onSubmit = vi.fn()
    // opened before the admin area knew the selected restaurant
    const { rerender } = render(panel(blank, onSubmit))
    expect((screen.getByLabelText('Restaurant') as HTMLSelectElement).value).toBe('')
    rerender(panel({ ...blank, restaurant: 'r1' }, onSubmit))
    expect((screen.getByLabelText('Restaurant') as HTMLSelectElement).value).toBe('r1')
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Nina Nuova' } })
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nina@conto.test' } })
    fireEvent.submit(document.getElementById('staff-form')!)
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ restaurant: 'r1', role: 'waiter' }))
  })

  it('leaves a restaurant the person already chose', () => {
    const { rerender } = render(panel(blank, vi.fn()))
    fireEvent.change(screen.getByLabelText('Restaurant'), { target: { value: 'r2' } })
    rerender(panel({ ...blank, restaurant: 'r1' }, vi.fn()))
    expect((screen.getByLabelText('Restaurant') as HTMLSelectElement).value).toBe('r2')
  })
})
