// @vitest-environment jsdom
import { ClientResponseError } from 'pocketbase'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { getWaitMinutes } from '@/lib/api/rate-limits'
import { i18n } from '@/lib/i18n/i18n'
import { pb } from '@/lib/api/pocketbase'

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ForgotPasswordForm />
    </QueryClientProvider>,
  )
}

async function request(email: string, button: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: button }))
}

describe('ForgotPasswordForm', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })
  afterAll(() => i18n.changeLanguage('en'))

  it('confirms the same way whether or not the address has an account', async () => {
    await i18n.changeLanguage('en')
    vi.spyOn(pb.collection('users'), 'requestPasswordReset').mockRejectedValue(new ClientResponseError({ status: 400, response: {} }))
    renderForm()
    await request('giulia@conto.demo', 'Send reset link')
    expect((await screen.findByRole('status')).textContent).toContain('Check your inbox')
  })

  it.each([
    ['en', 'Send reset link', 'Too many attempts. Try again in 5 minutes.'],
    ['it', 'Invia il link', 'Troppi tentativi. Riprova tra 5 minuti.'],
  ])('%s: says how long to wait when PocketBase refuses too many requests', async (language, button, text) => {
    await i18n.changeLanguage(language)
    vi.spyOn(pb.collection('users'), 'requestPasswordReset').mockRejectedValue(new ClientResponseError({ status: 429, response: { message: 'Too Many Requests.' } }))
    renderForm()
    await request('giulia@conto.demo', button)
    expect((await screen.findByRole('alert')).textContent).toBe(text)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('getWaitMinutes', () => {
  it.each([
    [1, 1],
    [60, 1],
    [61, 2],
    [300, 5],
  ])('%i s → %i min', (seconds, minutes) => {
    expect(getWaitMinutes(seconds)).toBe(minutes)
  })

  it('Italian uses the singular for one minute', async () => {
    await i18n.changeLanguage('it')
    expect(i18n.t('auth:errors.tooManyAttempts', { count: 1 })).toBe('Troppi tentativi. Riprova tra 1 minuto.')
  })
})
