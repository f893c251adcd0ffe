import { describe, expect, it, vi } from 'vitest'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { PocketBaseError, isPocketBaseError } from '@/lib/pocketbase-errors'
import { getErrorMessage } from '@/lib/error-message'
import { getRecord } from '@/lib/pocketbase-rest'

// The diner's reads throw PocketBaseError instead of the SDK's ClientResponseError (which would
// pull the whole SDK into the first load); the two must not be told apart by the app.
describe('PocketBaseError matches the SDK ClientResponseError', () => {
  const abort = Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' })
  it.each([
    ['404 with a message', { url: 'http://pb/x', status: 404, data: { code: 404, message: "The requested resource wasn't found.", data: {} } }],
    ['400 without a message', { status: 400, response: {} }],
    ['network failure', new TypeError('Failed to fetch')],
    ['abort', abort],
    ['nothing', undefined],
  ])('%s', (_name, input) => {
    const sdk = new ClientResponseError(input)
    const ours = new PocketBaseError(input)
    for (const field of ['url', 'status', 'response', 'isAbort', 'originalError', 'name', 'message'] as const) {
      expect(ours[field], field).toEqual(sdk[field])
    }
    expect(isPocketBaseError(sdk)).toBe(true)
    expect(isPocketBaseError(ours)).toBe(true)
    expect(getErrorMessage(ours)).toBe(getErrorMessage(sdk))
  })

  it('is not fooled by other errors', () => {
    expect(isPocketBaseError(new Error('x'))).toBe(false)
    expect(isPocketBaseError({ status: 404, isAbort: false, response: {} })).toBe(false)
  })

  it('an empty id fails like the SDK getOne, without a request', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const sdk = await new PocketBase('http://127.0.0.1:8090').collection('restaurants').getOne('').catch((error: unknown) => error)
    const ours = await getRecord('restaurants', '').catch((error: unknown) => error)
    expect(ours).toMatchObject({ status: 404, message: 'Missing required record id.' })
    expect((ours as PocketBaseError).response).toEqual((sdk as ClientResponseError).response)
    expect(fetch).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
