// @vitest-environment jsdom
// The codice lotteria on the payment page (issue 22), through the test payment form (Stripe's form
// shares the footer and the hook): offered or not, checked before paying, sent before the payment.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import itDinerSteps from '../../locales/it/diner-steps.json' with { type: 'json' }
import itDiner from '../../locales/it/diner.json' with { type: 'json' }
import { TestPaymentForm } from '@/features/payment/components/test-payment-form'
import { i18n } from '@/lib/i18n/i18n'

const t = itDinerSteps.payment

/** fetch answering each function by path; the calls are kept as [path, body]. */
function functions(answers: Record<string, { status: number; body: unknown }>) {
  const calls: [string, unknown][] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push([path, JSON.parse(String(init.body))])
      const answer = answers[path] ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } }
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

const paid = { status: 200, body: { id: 'cs_test_1', status: 'completed' } }

function renderForm(offerLotteryCode = true) {
  const onPaid = vi.fn()
  render(<TestPaymentForm sessionId="cs_test_1" offerLotteryCode={offerLotteryCode} total={2400} currency="EUR" onConfirmStart={vi.fn()} onPaid={onPaid} />)
  fireEvent.change(screen.getByLabelText(t.email), { target: { value: 'diner@example.com' } })
  return onPaid
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${t.pay}`) }))

beforeAll(async () => {
  await i18n.changeLanguage('it')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the lottery code field', () => {
  it('is not there where no documento is printed for this payment', () => {
    renderForm(false)
    expect(screen.queryByLabelText(t.lotteryCode)).toBeNull()
  })

  it('is optional: left empty, the payment goes through without asking for it', async () => {
    const calls = functions({ '/api/stripe/demo-payment': paid })
    const onPaid = renderForm()
    expect(screen.getByLabelText(t.lotteryCode)).toHaveProperty('value', '')
    expect(screen.getByText(t.lotteryCodeHint)).toBeTruthy()
    pay()
    await waitFor(() => expect(onPaid).toHaveBeenCalled())
    expect(calls.map(([path]) => path)).toEqual(['/api/stripe/demo-payment'])
  })

  it('a code that is not 8 letters or digits is said beside the field, and nothing is paid', async () => {
    const calls = functions({})
    const onPaid = renderForm()
    const field = screen.getByLabelText(t.lotteryCode)
    fireEvent.change(field, { target: { value: 'ABC-123' } })
    pay()
    expect((await screen.findByRole('alert')).textContent).toBe(t.lotteryCodeInvalid)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe('lottery-code-error')
    expect(document.activeElement).toBe(field)
    expect(calls).toEqual([])
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('a code is sent as typed (without spaces) before the payment', async () => {
    const calls = functions({ '/api/stripe/lottery-code': { status: 200, body: { lotteryCode: 'AbCd1234' } }, '/api/stripe/demo-payment': paid })
    const onPaid = renderForm()
    fireEvent.change(screen.getByLabelText(t.lotteryCode), { target: { value: ' AbCd 1234' } })
    pay()
    await waitFor(() => expect(onPaid).toHaveBeenCalled())
    expect(calls).toEqual([
      ['/api/stripe/lottery-code', { sessionId: 'cs_test_1', lotteryCode: 'AbCd1234' }],
      ['/api/stripe/demo-payment', { sessionId: 'cs_test_1', email: 'diner@example.com', method: 'test_payment' }],
    ])
  })

  it('the server’s refusal of the code is said beside the field, in words, and nothing is paid', async () => {
    const refused = { status: 400, body: { error: { code: 'lottery_code_invalid', message: 'A lottery code has 8 letters or digits.' } } }
    const calls = functions({ '/api/stripe/lottery-code': refused })
    const onPaid = renderForm()
    fireEvent.change(screen.getByLabelText(t.lotteryCode), { target: { value: 'ABCD1234' } })
    pay()
    expect((await screen.findByRole('alert')).textContent).toBe(itDiner.payment.errors.lottery_code_invalid)
    expect(calls.map(([path]) => path)).toEqual(['/api/stripe/lottery-code'])
    expect(onPaid).not.toHaveBeenCalled()
  })
})
