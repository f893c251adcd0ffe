// @vitest-environment jsdom
import { ClientResponseError } from 'pocketbase'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { LoginForm } from '@/features/auth/components/login-form'
import { i18n } from '@/lib/i18n/i18n'
import { pb } from '@/lib/api/pocketbase'

function renderForm(onSuccess = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginForm onSuccess={onSuccess} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return onSuccess
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

describe('LoginForm', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    pb.authStore.clear()
  })

  it('has an email-type field, a password field and a forgot-password link', () => {
    renderForm()
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password')
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password')
  })

  it.each([
    ['both blank', '', '', ['Email is required', 'Password is required']],
    ['only spaces', '   ', '  ', ['Email is required', 'Password is required']],
    ['password missing', 'giulia@conto.demo', '', ['Password is required']],
    ['email missing', '', 'secret', ['Email is required']],
  ])('%s → inline errors tied to the inputs', (_name, email, password, messages) => {
    const spy = vi.spyOn(pb.collection('users'), 'authWithPassword')
    renderForm()
    fill('Email', email)
    fill('Password', password)
    submit()
    for (const message of messages) {
      const error = screen.getByText(message)
      const input = document.querySelector(`[aria-describedby="${error.id}"]`)
      expect(input?.getAttribute('aria-invalid')).toBe('true')
    }
    expect(spy).not.toHaveBeenCalled()
  })

  it('signs in with the trimmed email, expanding the company', async () => {
    const record = { id: 'u1', collectionName: 'users', role: 'admin', language: '' }
    let resolve: (value: never) => void = () => undefined
    const pending = new Promise<never>((done) => (resolve = done))
    const spy = vi.spyOn(pb.collection('users'), 'authWithPassword').mockReturnValue(pending)
    const onSuccess = renderForm()
    fill('Email', '  giulia@conto.demo ')
    fill('Password', 'secret')
    submit()
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toHaveProperty('disabled', true)
    resolve({ token: 't', record } as never)
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(spy).toHaveBeenCalledWith('giulia@conto.demo', 'secret', { expand: 'company' })
  })

  it.each([
    ['our words for a wrong password, not the server\'s', new ClientResponseError({ status: 400, response: { message: 'Failed to authenticate.' } }), 'Wrong email or password.'],
    ['the generic message', new ClientResponseError({ status: 0, response: {} }), 'An error occurred during login'],
    ['how long to wait after too many attempts', new ClientResponseError({ status: 429, response: { message: 'Too Many Requests.' } }), 'Too many attempts. Try again in 1 minute.'],
  ])('shows %s when sign-in fails', async (_name, error, text) => {
    vi.spyOn(pb.collection('users'), 'authWithPassword').mockRejectedValue(error)
    renderForm()
    fill('Email', 'giulia@conto.demo')
    fill('Password', 'wrong')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(text)
  })

  it('reports an answer without a record', async () => {
    vi.spyOn(pb.collection('users'), 'authWithPassword').mockResolvedValue({ token: 't' } as never)
    renderForm()
    fill('Email', 'giulia@conto.demo')
    fill('Password', 'secret')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown response from login')
  })

  it('asks an administrator for the e-mailed code after the right password, then signs in with it', async () => {
    const record = { id: 'u1', collectionName: 'users', role: 'admin', language: '' }
    vi.spyOn(pb.collection('users'), 'authWithPassword').mockRejectedValue(new ClientResponseError({ status: 401, response: { mfaId: 'mfa1' } }))
    const requestOTP = vi.spyOn(pb.collection('users'), 'requestOTP').mockResolvedValue({ otpId: 'otp1' })
    const authWithOTP = vi
      .spyOn(pb.collection('users'), 'authWithOTP')
      .mockRejectedValueOnce(new ClientResponseError({ status: 400, response: { message: 'Invalid or expired OTP' } }))
      .mockResolvedValueOnce({ token: 't', record } as never)
    const onSuccess = renderForm()
    fill('Email', 'giulia@conto.demo')
    fill('Password', 'secret')
    submit()
    expect(await screen.findByText('We sent a sign-in code to giulia@conto.demo. Enter it below.')).toBeTruthy()
    expect(requestOTP).toHaveBeenCalledWith('giulia@conto.demo')
    const code = screen.getByLabelText('Sign-in code')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(document.activeElement).toBe(code)

    fill('Sign-in code', '000 000')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong or expired code. Check the latest email or ask for a new code.')
    expect(onSuccess).not.toHaveBeenCalled()

    fill('Sign-in code', '123 456')
    submit()
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(authWithOTP).toHaveBeenLastCalledWith('otp1', '123456', { mfaId: 'mfa1', expand: 'company' })
  })
})
