import { describe, expect, it } from 'vitest'
import { jsonError } from '../../api-functions/_lib/http.ts'
import { CLIENT_ADDRESS_HEADER, createRateLimiter, getClientAddress, rateLimitedResponse, withClientAddress } from '../../api-functions/_lib/rate-limit.ts'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createRateLimiter', () => {
  it('allows maxRequests per window and key, then tells how long to wait', () => {
    const time = clock()
    const limiter = createRateLimiter({ maxRequests: 3, windowSeconds: 60 }, time.now)
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true])
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfter: 60 })
    expect(limiter.take('b')).toEqual({ allowed: true })
    time.advance(59_500)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfter: 1 })
    time.advance(500)
    expect(limiter.take('a')).toEqual({ allowed: true })
  })

  it('peek tells whether a key has room without counting (only granted checkouts count per table)', () => {
    const time = clock()
    const limiter = createRateLimiter({ maxRequests: 2, windowSeconds: 60 }, time.now)
    expect([1, 2, 3, 4, 5].map(() => limiter.peek('t').allowed)).toEqual([true, true, true, true, true])
    limiter.take('t')
    limiter.take('t')
    expect(limiter.peek('t')).toEqual({ allowed: false, retryAfter: 60 })
  })

  it('rounds the wait up to whole seconds', () => {
    const time = clock()
    const limiter = createRateLimiter({ maxRequests: 1, windowSeconds: 10 }, time.now)
    limiter.take('a')
    time.advance(1_200)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfter: 9 })
  })

  it('refused requests do not extend the window', () => {
    const time = clock()
    const limiter = createRateLimiter({ maxRequests: 1, windowSeconds: 10 }, time.now)
    limiter.take('a')
    for (let i = 0; i < 5; i++) {
      time.advance(1_000)
      limiter.take('a')
    }
    time.advance(5_000)
    expect(limiter.take('a').allowed).toBe(true)
  })
})

describe('getClientAddress', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/api/push/call-waiter', { headers })

  it.each([
    ['the socket address without TRUST_PROXY', { [CLIENT_ADDRESS_HEADER]: '192.0.2.7', 'x-forwarded-for': '198.51.100.1' }, {}, '192.0.2.7'],
    ['the last X-Forwarded-For entry with TRUST_PROXY=1', { [CLIENT_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': '6.6.6.6, 198.51.100.1' }, { TRUST_PROXY: '1' }, '198.51.100.1'],
    ['TRUST_PROXY=true too', { 'x-forwarded-for': '198.51.100.2' }, { TRUST_PROXY: 'true' }, '198.51.100.2'],
    ['the socket address when the proxy sent none', { [CLIENT_ADDRESS_HEADER]: '10.0.0.1' }, { TRUST_PROXY: '1' }, '10.0.0.1'],
    ['nothing when neither is known', {}, {}, null],
  ])('%s', (_name, headers, env, expected) => {
    expect(getClientAddress(request(headers), env)).toBe(expected)
  })
})

describe('withClientAddress', () => {
  it("carries the socket's address, replacing one the client sent", () => {
    const request = new Request('http://localhost/api/functions/health', { headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4' } })
    expect(withClientAddress(request, '192.0.2.9').headers.get(CLIENT_ADDRESS_HEADER)).toBe('192.0.2.9')
    expect(withClientAddress(new Request('http://localhost/', { headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4' } }), undefined).headers.get(CLIENT_ADDRESS_HEADER)).toBeNull()
  })
})

describe('rateLimitedResponse', () => {
  it('is a 429 with Retry-After and a coded JSON body', async () => {
    const response = rateLimitedResponse(42)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(await response.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) }, retryAfter: 42 })
  })
})

describe('jsonError', () => {
  it('answers {error: {code, message}}', async () => {
    const response = jsonError(400, 'Invalid request.', 'invalid_request')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message: 'Invalid request.' } })
  })
})
