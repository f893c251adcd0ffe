import { describe, expect, it, vi } from 'vitest'
import type Stripe from 'stripe'
import type { Context } from '../../api-functions/_lib/context.ts'
import { describePaymentMethod, readPaymentMethod } from '../../api-functions/stripe/payment-method.ts'

const card = (wallet?: string) => ({ type: 'card', card: { brand: 'visa', last4: '4242', wallet: wallet ? { type: wallet } : null } }) as unknown as Stripe.PaymentMethod

describe('describePaymentMethod', () => {
  it.each([
    ['a plain card', card(), 'card'],
    ['Apple Pay', card('apple_pay'), 'apple_pay'],
    ['Google Pay', card('google_pay'), 'google_pay'],
    ['a card saved in Link', card('link'), 'link'],
    ['a SEPA debit', { type: 'sepa_debit' } as Stripe.PaymentMethod, 'sepa_debit'],
    ['PayPal', { type: 'paypal', card: undefined } as unknown as Stripe.PaymentMethod, 'paypal'],
  ])('%s → %s', (_name, method, expected) => {
    expect(describePaymentMethod(method)).toBe(expected)
  })
})

describe('readPaymentMethod', () => {
  function contextRetrieving(answer: () => Promise<unknown>) {
    const retrieve = vi.fn(answer)
    return { ctx: { stripe: { paymentIntents: { retrieve } } } as unknown as Context, retrieve }
  }
  const session = (payment_intent: unknown) => ({ id: 'cs_1', payment_intent }) as Stripe.Checkout.Session

  it('uses the expanded method without asking Stripe again', async () => {
    const { ctx, retrieve } = contextRetrieving(async () => ({}))
    expect(await readPaymentMethod(ctx, session({ id: 'pi_1', payment_method: card('apple_pay') }))).toBe('apple_pay')
    expect(retrieve).not.toHaveBeenCalled()
  })

  it.each([
    ['an intent id', 'pi_1'],
    ['an intent with an unexpanded method', { id: 'pi_1', payment_method: 'pm_1' }],
  ])('reads the PaymentIntent for %s', async (_name, intent) => {
    const { ctx, retrieve } = contextRetrieving(async () => ({ payment_method: card() }))
    expect(await readPaymentMethod(ctx, session(intent))).toBe('card')
    expect(retrieve).toHaveBeenCalledWith('pi_1', { expand: ['payment_method'] })
  })

  it('is empty without an intent, or when Stripe fails (the payment still completes)', async () => {
    const { ctx } = contextRetrieving(async () => {
      throw new Error('Stripe is down')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await readPaymentMethod(ctx, session(null))).toBe('')
    expect(await readPaymentMethod(ctx, session('pi_1'))).toBe('')
  })
})
