import { describe, expect, it } from 'vitest'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { getRouteError, getServerMessage, isPocketBaseError } from '@/lib/api/pocketbase-errors'

// The app reads the SDK's ClientResponseError by its fields, not `instanceof`, so a module that
// only explains errors does not pull the SDK into the first load.
describe('reading the SDK errors', () => {
  it('knows an SDK error, and nothing else', async () => {
    const empty = await new PocketBase('http://127.0.0.1:1').collection('restaurants').getOne('').catch((error: unknown) => error)
    expect(empty).toBeInstanceOf(ClientResponseError)
    expect(isPocketBaseError(empty)).toBe(true)
    expect(isPocketBaseError(new ClientResponseError(new TypeError('Failed to fetch')))).toBe(true)
    expect(isPocketBaseError(new Error('x'))).toBe(false)
    expect(isPocketBaseError({ status: 404, isAbort: false, response: {} })).toBe(false)
  })

  it("reads a route's refusal and a record guard's field error", () => {
    const route = new ClientResponseError({ status: 409, data: { error: { code: 'stale_copy', message: 'Changed meanwhile' } } })
    expect(getRouteError(route)).toEqual({ code: 'stale_copy', message: 'Changed meanwhile' })
    const field = new ClientResponseError({ status: 400, data: { message: 'Failed.', data: { quantity: { code: 'line_paid', message: 'Paid' } } } })
    expect(getRouteError(field)).toEqual({ code: 'line_paid', message: 'Paid' })
    expect(getServerMessage(field)).toBe('Failed.')
    expect(getRouteError(new Error('x'))).toBeUndefined()
  })
})
