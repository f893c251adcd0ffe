// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, render, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { i18n } from '@/lib/i18n/i18n'
import { toast } from '@/lib/browser/toast'
import { useAppMutation, type AppMutateOptions, type AppMutationOptions } from '@/lib/live/use-app-mutation'

function run<TVariables>(
  options: AppMutationOptions<string, TVariables>,
  variables: TVariables,
  callOptions?: AppMutateOptions<string, TVariables>,
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
) {
  function Probe() {
    const mutation = useAppMutation(options)
    const { mutate } = mutation
    useEffect(() => mutate(variables, callOptions), [mutate])
    return null
  }
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  )
}

const failing = () => Promise.reject(new Error('boom'))

describe('useAppMutation', () => {
  beforeAll(() => i18n.changeLanguage('en'))
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('toasts "Could not save" by default', async () => {
    const error = vi.spyOn(toast, 'error')
    run({ mutationFn: failing }, undefined)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not save: boom', undefined))
  })

  it("toasts the hook's own text under its id", async () => {
    const error = vi.spyOn(toast, 'error')
    run({ mutationFn: failing, errorToast: (e) => `Nope: ${e.message}`, toastId: 'x' }, undefined)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Nope: boom', { id: 'x' }))
  })

  it('stays quiet when the hook or the call says so', async () => {
    const error = vi.spyOn(toast, 'error')
    const settled = vi.fn()
    run({ mutationFn: failing, errorToast: false }, undefined, { onSettled: settled })
    run({ mutationFn: failing }, undefined, { errorToast: false, onSettled: settled })
    run({ mutationFn: failing, errorToast: () => null }, undefined, { onSettled: settled })
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(3))
    expect(error).not.toHaveBeenCalled()
  })

  it("lets a call replace the toast, and gives the call's callbacks its variables", async () => {
    const error = vi.spyOn(toast, 'error')
    const onError = vi.fn()
    run({ mutationFn: failing }, { id: 'a' }, { errorToast: () => 'Call failed', onError })
    await waitFor(() => expect(onError).toHaveBeenCalled())
    expect(onError.mock.calls[0]?.[1]).toEqual({ id: 'a' })
    expect(error).toHaveBeenCalledWith('Call failed', undefined)
  })

  it('refetches its keys once settled, success or not', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const onSuccess = vi.fn()
    run({ mutationFn: (id: string) => Promise.resolve(`saved ${id}`), invalidates: (id) => [['things', id], ['lists']], onSuccess }, 'a', undefined, client)
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2))
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['things', 'a'], ['lists']])
    expect(onSuccess).toHaveBeenCalledWith('saved a', 'a')
  })
})
