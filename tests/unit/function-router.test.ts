import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { handleFunctionRequest, isFunctionPath } from '../../api-functions/_lib/router.ts'

describe('function router', () => {
  it.each([
    ['/api/functions/health', true],
    ['/api/stripe/create-checkout-session', true],
    ['/api/stripe/get-checkout-session', true],
    ['/api/stripe/webhook', true],
    ['/api/push/call-waiter', true],
    ['/api/stripe/refund', false],
    ['/api/collections/users/records', false],
    ['/api/files/restaurants/x/logo.png', false],
    ['/admin', false],
  ])('isFunctionPath(%s) = %s', (path, expected) => {
    expect(isFunctionPath(path)).toBe(expected)
  })

  it.each([
    ['GET', '/api/functions/health', 200, { ok: true }],
    ['POST', '/api/functions/health', 405, { error: { code: 'method_not_allowed', message: 'Use GET.' } }],
    ['GET', '/api/functions/nope', 404, { error: { code: 'not_found', message: 'Not found.' } }],
    ['GET', '/api/stripe/create-checkout-session', 405, { error: { code: 'method_not_allowed', message: 'Use POST.' } }],
    ['GET', '/api/push/call-waiter', 405, { error: { code: 'method_not_allowed', message: 'Use POST.' } }],
  ])('%s %s → %i', async (method, path, status, body) => {
    const response = await handleFunctionRequest(new Request(`http://localhost${path}`, { method }))
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual(body)
  })
})

describe('the functions outside Vite', () => {
  // The servers load api-functions/ in plain Node, without Vite's '@' alias: a module they reach
  // in src/ must import nothing through it (Vitest would resolve it and hide the break).
  it('load in plain Node', () => {
    const router = fileURLToPath(new URL('../../api-functions/_lib/router.ts', import.meta.url))
    const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(router)})`], { encoding: 'utf8' })
    expect(loaded.stderr).toBe('')
    expect(loaded.status).toBe(0)
  })
})
