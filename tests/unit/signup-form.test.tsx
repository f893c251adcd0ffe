// @vitest-environment jsdom
import { ClientResponseError } from 'pocketbase'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { SignupForm } from '@/features/auth/components/signup-form'
import { i18n } from '@/lib/i18n/i18n'
import { pb } from '@/lib/api/pocketbase'

const PASSWORD = 'Tavola-Calda-7'

function renderForm(onSuccess = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SignupForm onSuccess={onSuccess} />
    </QueryClientProvider>,
  )
  return onSuccess
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

const english = { company: 'Company or restaurant name', name: 'Your name', email: 'Email', password: 'Password', confirm: 'Confirm password' }
const good = { [english.company]: ' The Bridge Inn ', [english.name]: 'Sam', [english.email]: 'sam@bridge.test', [english.password]: PASSWORD, [english.confirm]: PASSWORD }

describe('SignupForm', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })
  afterAll(() => i18n.changeLanguage('en'))

  it('explains wrong fields without asking the server, and focuses the first', async () => {
    await i18n.changeLanguage('en')
    const send = vi.spyOn(pb, 'send')
    renderForm()
    fill({ ...good, [english.company]: '  ', [english.password]: 'short', [english.confirm]: 'other' })
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    const company = screen.getByLabelText(english.company)
    expect(company.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(company.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required')
    expect(document.activeElement).toBe(company)
    expect(screen.getByText('Too short: at least 8 characters')).toBeTruthy()
    expect(screen.getByText("The passwords don't match")).toBeTruthy()
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the trimmed values in the language shown, and reports the address', async () => {
    await i18n.changeLanguage('it')
    const send = vi.spyOn(pb, 'send').mockResolvedValue({ ok: true, email: 'sam@bridge.test', mailSent: true })
    const onSuccess = renderForm()
    fill({
      "Nome dell'azienda o del ristorante": ' The Bridge Inn ',
      'Il tuo nome': 'Sam',
      Email: ' sam@bridge.test ',
      Password: PASSWORD,
      'Conferma la password': PASSWORD,
    })
    fireEvent.click(screen.getByRole('button', { name: "Crea l'account" }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(send).toHaveBeenCalledWith('/api/conto/signup', {
      method: 'POST',
      body: { companyName: 'The Bridge Inn', name: 'Sam', email: 'sam@bridge.test', password: PASSWORD, passwordConfirm: PASSWORD, language: 'it' },
      requestKey: null,
    })
  })

  it("shows the server's field codes under their fields and keeps what was typed", async () => {
    await i18n.changeLanguage('en')
    vi.spyOn(pb, 'send').mockRejectedValue(
      new ClientResponseError({ status: 400, response: { error: { code: 'invalid_input', message: 'x', fields: { email: 'email_taken' } } } }),
    )
    renderForm()
    fill(good)
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields need attention.')
    const email = screen.getByLabelText(english.email)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('An account with this email already exists. Sign in, or reset your password.')).toBeTruthy()
    expect((screen.getByLabelText(english.company) as HTMLInputElement).value).toBe(' The Bridge Inn ')
    expect((screen.getByLabelText(english.password) as HTMLInputElement).value).toBe(PASSWORD)
  })

  it.each([
    [new ClientResponseError({ status: 403, response: { error: { code: 'signup_closed', message: 'x' } } }), 'Sign-up is closed. Ask an administrator for an invitation.'],
    [new ClientResponseError({ status: 429, response: { message: 'Too Many Requests.' } }), 'Too many attempts. Try again in 1 minute.'],
  ])('explains a refusal of the whole form', async (error, text) => {
    await i18n.changeLanguage('en')
    vi.spyOn(pb, 'send').mockRejectedValue(error)
    renderForm()
    fill(good)
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect((await screen.findByRole('alert')).textContent).toBe(text)
  })
})
