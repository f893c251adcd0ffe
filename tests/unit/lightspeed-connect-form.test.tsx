// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { LightspeedConnectForm } from '@/features/pos-lightspeed/components/lightspeed-connect-form'
import { pb } from '@/lib/api/pocketbase'
import { i18n } from '@/lib/i18n/i18n'

function renderForm(onConnected = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <LightspeedConnectForm restaurantId="r1" onConnected={onConnected} />
    </QueryClientProvider>,
  )
  return onConnected
}

const form = () => document.querySelector('form')!

describe('LightspeedConnectForm', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })
  afterAll(() => i18n.changeLanguage('en'))

  it('connects once however fast the admin submits again', async () => {
    await i18n.changeLanguage('en')
    let answer: (value: unknown) => void = () => {}
    const send = vi.spyOn(pb, 'send').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never)
    const onConnected = renderForm()
    fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'tok_123' } })
    fireEvent.change(screen.getByLabelText('Business location ID'), { target: { value: '42' } })
    fireEvent.change(screen.getByLabelText('Webhook endpoint ID'), { target: { value: 'conto' } })
    // a double click: both submits land before React draws the disabled button
    fireEvent.submit(form())
    fireEvent.submit(form())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connecting…' })).toHaveProperty('disabled', true))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('/api/conto/pos/lightspeed', {
      method: 'POST',
      body: { restaurant: 'r1', url: 'https://api.lsk.lightspeed.app', accessToken: 'tok_123', businessLocationId: 42, webhookEndpointId: 'conto' },
      requestKey: null,
    })
    answer({ endpoint: { id: 'ep1', url: 'https://api.lsk.lightspeed.app', active: true, kind: 'lightspeed' }, inboundToken: 'Tok3n' })
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith({ endpointId: 'ep1', inboundToken: 'Tok3n', webhookEndpointId: 'conto' }))
  })

  it('it: says what is missing, beside each field, and sends nothing', async () => {
    await i18n.changeLanguage('it')
    const send = vi.spyOn(pb, 'send')
    renderForm()
    fireEvent.change(screen.getByLabelText("Indirizzo dell'API di Lightspeed"), { target: { value: 'http://api.lsk.lightspeed.app' } })
    fireEvent.change(screen.getByLabelText('ID della sede (business location)'), { target: { value: '12a' } })
    fireEvent.submit(form())
    expect(screen.getByText('Scrivi un indirizzo che inizi con https://')).toBeTruthy()
    expect(screen.getByText('Incolla il token di accesso')).toBeTruthy()
    expect(screen.getByText("L'ID della sede è un numero intero, senza spazi né lettere")).toBeTruthy()
    expect(screen.getByText("Scrivi l'ID del webhook")).toBeTruthy()
    expect(document.activeElement?.id).toBe('lightspeed-url')
    expect(send).not.toHaveBeenCalled()
  })
})
