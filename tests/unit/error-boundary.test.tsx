// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { ErrorBoundary, RethrowRouteError } from '@/app/error-boundary'
import { i18n } from '@/lib/i18n/i18n'

function Crash(): never {
  throw new Error('Kaboom in the bill')
}

describe('global error screen', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('replaces a crashed route with the error screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const router = createMemoryRouter(
      [{ path: '/', errorElement: <RethrowRouteError />, children: [{ index: true, element: <Crash /> }] }],
      { initialEntries: ['/'] },
    )
    render(
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy()
    expect(screen.getByText('Kaboom in the bill')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/admin')
  })
})
