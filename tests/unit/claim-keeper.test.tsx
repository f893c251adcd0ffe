// @vitest-environment jsdom
import { StrictMode, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { useClaimKeeper } from '@/features/payment/use-claim-keeper'

const HEARTBEAT = '/api/stripe/claim-heartbeat'
const RELEASE = '/api/stripe/release-claim'

let visibility: DocumentVisibilityState = 'visible'
const fetchMock = vi.fn<typeof fetch>()
const beaconMock = vi.fn<(url: string | URL, data?: BodyInit | null) => boolean>()

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path)

function setVisibility(next: DocumentVisibilityState) {
  visibility = next
  document.dispatchEvent(new Event('visibilitychange'))
}

function keep(options: { heartbeatSeconds?: number; strict?: boolean } = {}) {
  const onEnded = vi.fn()
  const onReleased = vi.fn()
  const wrapper = options.strict ? ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode> : undefined
  const hook = renderHook(
    () => useClaimKeeper({ sessionId: 'cs_1', heartbeatSeconds: 'heartbeatSeconds' in options ? options.heartbeatSeconds : 2, onEnded, onReleased }),
    { wrapper },
  )
  return { ...hook, onEnded, onReleased }
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  fetchMock.mockReset().mockImplementation(async (url) => (url === RELEASE ? answer(200, { released: true }) : answer(200, { claimExpiresAt: '2026-01-01T00:02:00Z' })))
  beaconMock.mockReset().mockReturnValue(true)
  vi.stubGlobal('fetch', fetchMock)
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beaconMock })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useClaimKeeper', () => {
  it('renews the claim every heartbeatSeconds while the page is visible', async () => {
    keep()
    await vi.advanceTimersByTimeAsync(1_999)
    expect(callsTo(HEARTBEAT)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(callsTo(HEARTBEAT)).toHaveLength(1)
    expect(callsTo(HEARTBEAT)[0]?.[1]).toMatchObject({ method: 'POST', body: '{}' })
    await vi.advanceTimersByTimeAsync(4_000)
    expect(callsTo(HEARTBEAT)).toHaveLength(3)
  })

  it('pauses while hidden and renews at once when visible again', async () => {
    keep()
    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(callsTo(HEARTBEAT)).toHaveLength(0)
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(callsTo(HEARTBEAT)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(callsTo(HEARTBEAT)).toHaveLength(2)
  })

  it('asks for a fresh session once when the claim has ended, and stops renewing', async () => {
    fetchMock.mockImplementation(async () => answer(409, { error: { code: 'claim_ended', message: 'Claim ended' } }))
    const { onEnded } = keep()
    await vi.advanceTimersByTimeAsync(6_000)
    expect(onEnded).toHaveBeenCalledTimes(1)
    expect(callsTo(HEARTBEAT)).toHaveLength(1)
  })

  it('shrugs off a failed beat (offline) and tries again at the next tick', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { onEnded } = keep()
    await vi.advanceTimersByTimeAsync(4_000)
    expect(onEnded).not.toHaveBeenCalled()
    expect(callsTo(HEARTBEAT)).toHaveLength(2)
  })

  it('releases the claim on a real unmount, then lets the page forget the session', async () => {
    const { unmount, onReleased } = keep()
    unmount()
    expect(callsTo(RELEASE)).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(callsTo(RELEASE)).toHaveLength(1)
    expect(onReleased).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(callsTo(HEARTBEAT)).toHaveLength(0)
  })

  it("does not release on StrictMode's double mount", async () => {
    const { unmount } = keep({ strict: true })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(callsTo(RELEASE)).toHaveLength(0)
    expect(callsTo(HEARTBEAT)).toHaveLength(1)
    unmount()
    await vi.advanceTimersByTimeAsync(0)
    expect(callsTo(RELEASE)).toHaveLength(1)
  })

  it('sends a beacon on pagehide, and only once', async () => {
    const { unmount } = keep()
    window.dispatchEvent(new Event('pagehide'))
    expect(beaconMock).toHaveBeenCalledWith(RELEASE)
    unmount()
    await vi.advanceTimersByTimeAsync(0)
    expect(callsTo(RELEASE)).toHaveLength(0)
    expect(beaconMock).toHaveBeenCalledTimes(1)
  })

  it('never releases once the diner has started paying', async () => {
    const { result, unmount } = keep()
    act(() => result.current.markPaying())
    window.dispatchEvent(new Event('pagehide'))
    unmount()
    await vi.advanceTimersByTimeAsync(0)
    expect(beaconMock).not.toHaveBeenCalled()
    expect(callsTo(RELEASE)).toHaveLength(0)
  })

  it('keeps renewing while the diner pays, and ignores a claim that ended meanwhile', async () => {
    fetchMock.mockImplementation(async () => answer(409, { error: { code: 'claim_ended', message: 'Claim ended' } }))
    const { result, onEnded } = keep()
    act(() => result.current.markPaying())
    await vi.advanceTimersByTimeAsync(2_000)
    expect(onEnded).not.toHaveBeenCalled()
  })

  it('comes back from the page cache with a fresh session', async () => {
    const { onEnded } = keep()
    window.dispatchEvent(new Event('pagehide'))
    const shown = new Event('pageshow') as PageTransitionEvent
    Object.defineProperty(shown, 'persisted', { value: true })
    window.dispatchEvent(shown)
    expect(onEnded).toHaveBeenCalledTimes(1)
  })

  it('renews nothing without heartbeatSeconds (an older server)', async () => {
    keep({ heartbeatSeconds: undefined })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(callsTo(HEARTBEAT)).toHaveLength(0)
  })
})
