// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useReviewSave, type ReviewRecord } from '@/features/reviews/api'
import { pb } from '@/lib/api/pocketbase'

const earlier = { id: 'rev1', type: 'food', rating: 2, stripe_session_id: 'cs_1' } as ReviewRecord

describe('useReviewSave', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('a tap before the payment’s reviews have loaded waits for them and updates the review a reload left', async () => {
    const reviews = pb.collection('reviews')
    let answer: (items: ReviewRecord[]) => void = () => {}
    vi.spyOn(reviews, 'getList').mockReturnValue(
      new Promise((resolve) => (answer = (items) => resolve({ items, page: 1, perPage: 100, totalItems: -1, totalPages: -1 }))) as never,
    )
    const update = vi.spyOn(reviews, 'update').mockResolvedValue({ ...earlier, rating: 5 } as never)
    const create = vi.spyOn(reviews, 'create').mockResolvedValue({} as never)
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
    const { result } = renderHook(() => useReviewSave('cs_1'), { wrapper })

    result.current.mutate({ type: 'food', rating: 5 })
    await waitFor(() => expect(reviews.getList).toHaveBeenCalled())
    expect(update).not.toHaveBeenCalled()
    answer([earlier])
    await waitFor(() => expect(update).toHaveBeenCalledWith('rev1', { rating: 5 }, { query: { stripe_session_id: 'cs_1' } }))
    expect(create).not.toHaveBeenCalled()
  })
})
