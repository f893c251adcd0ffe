import { afterEach, describe, expect, it, vi } from 'vitest'
import { callFunction, FunctionError, toFunctionError } from '@/lib/api/functions-client'
import { pb } from '@/lib/api/pocketbase'

afterEach(() => {
  vi.unstubAllGlobals()
  pb.authStore.clear()
})

function answer(status: number, body: string, statusText = '') {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, statusText }))
}

describe('toFunctionError', () => {
  it.each([
    ['the envelope', { error: { code: 'rate_limited', message: 'Too many requests.' } }, 'Too many requests.', 'rate_limited'],
    ['an envelope without a message', { error: { code: 'internal_error' } }, '502 Bad Gateway', 'internal_error'],
    ['the older message and code', { error: 'Too many requests.', code: 'rate_limited' }, 'Too many requests.', 'rate_limited'],
    ['the older message alone', { error: 'Payment not found.' }, 'Payment not found.', undefined],
    ['a PocketBase-style message', { message: 'Forbidden.' }, 'Forbidden.', undefined],
    ['a blank message: the status line', { error: '  ' }, '502 Bad Gateway', undefined],
    ['no body: the status line', undefined, '502 Bad Gateway', undefined],
  ])('%s', (_name, data, message, code) => {
    const error = toFunctionError({ status: 502, statusText: 'Bad Gateway' }, data)
    expect(error).toBeInstanceOf(FunctionError)
    expect([error.status, error.message, error.code]).toEqual([502, message, code])
  })
})

describe('callFunction', () => {
  it('posts JSON and answers the JSON', async () => {
    const fetchMock = answer(200, '{"id":"cs_1"}')
    vi.stubGlobal('fetch', fetchMock)
    await expect(callFunction('/api/stripe/get-checkout-session', { sessionId: 'cs_1' })).resolves.toEqual({ id: 'cs_1' })
    const [path, init] = fetchMock.mock.calls[0] ?? []
    expect(path).toBe('/api/stripe/get-checkout-session')
    expect(init?.body).toBe('{"sessionId":"cs_1"}')
    expect(init?.headers).toEqual({ 'content-type': 'application/json' })
  })

  it('sends the member token only when given', async () => {
    const fetchMock = answer(200, '{}')
    vi.stubGlobal('fetch', fetchMock)
    await callFunction('/api/admin/refund', {}, { token: 'token-1' })
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'content-type': 'application/json', authorization: 'token-1' })
  })

  it('throws the server error with its code', async () => {
    vi.stubGlobal('fetch', answer(429, '{"error":{"code":"rate_limited","message":"Too many requests."}}'))
    await expect(callFunction('/api/push/call-waiter', { tableId: 't' })).rejects.toMatchObject({
      name: 'FunctionError',
      status: 429,
      message: 'Too many requests.',
      code: 'rate_limited',
    })
  })

  it('throws the status line for a proxy page', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>bad gateway</html>', 'Bad Gateway'))
    await expect(callFunction('/api/stripe/create-checkout-session')).rejects.toMatchObject({ status: 502, message: '502 Bad Gateway' })
  })

  it('reports offline as status 0 with the browser message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(callFunction('/api/stripe/create-checkout-session')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' })
  })
})
