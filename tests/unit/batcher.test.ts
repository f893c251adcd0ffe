import { describe, expect, it } from 'vitest'
import { createBatcher } from '../../api-functions/_lib/batcher.ts'

/** A send whose batches are answered when the test says so. */
function controlledSend() {
  const batches: { items: number[]; answer: (answers: string[]) => void; fail: (error: Error) => void }[] = []
  const send = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({ items, answer: resolve, fail: reject })
    })
  return { batches, send }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createBatcher', () => {
  it('sends the first at once, alone; those that come while it is out go together, in order, after it', async () => {
    const { batches, send } = controlledSend()
    const call = createBatcher(send, { maxSize: 10, inFlight: 1 })
    const first = call(1)
    await settle()
    expect(batches.map((batch) => batch.items)).toEqual([[1]])
    const rest = [call(2), call(3), call(4)]
    await settle()
    expect(batches).toHaveLength(1)
    batches[0]!.answer(['one'])
    await settle()
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]])
    batches[1]!.answer(['two', 'three', 'four'])
    expect(await first).toBe('one')
    expect(await Promise.all(rest)).toEqual(['two', 'three', 'four'])
  })

  it('never sends more than maxSize at once', async () => {
    const { batches, send } = controlledSend()
    const call = createBatcher(send, { maxSize: 2, inFlight: 1 })
    const all = [1, 2, 3, 4, 5].map(call)
    await settle()
    batches[0]!.answer(['a'])
    await settle()
    batches[1]!.answer(['b', 'c'])
    await settle()
    batches[2]!.answer(['d', 'e'])
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3], [4, 5]])
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('a batch that fails rejects its own callers only; the next batch still goes, and a quiet batcher starts again', async () => {
    const { batches, send } = controlledSend()
    const call = createBatcher(send, { maxSize: 10, inFlight: 1 })
    const first = call(1)
    await settle()
    const second = call(2)
    batches[0]!.fail(new Error('PocketBase is down'))
    await expect(first).rejects.toThrow('PocketBase is down')
    await settle()
    batches[1]!.answer(['two'])
    expect(await second).toBe('two')
    const later = call(3)
    await settle()
    batches[2]!.answer(['three'])
    expect(await later).toBe('three')
  })

  it('with two in flight, the first two go alone and at once; the rest wait for either to come back', async () => {
    const { batches, send } = controlledSend()
    const call = createBatcher(send, { maxSize: 10, inFlight: 2 })
    const all = [1, 2, 3, 4].map(call)
    await settle()
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2]])
    batches[1]!.answer(['two'])
    await settle()
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2], [3, 4]])
    batches[2]!.answer(['three', 'four'])
    batches[0]!.answer(['one'])
    expect(await Promise.all(all)).toEqual(['one', 'two', 'three', 'four'])
  })

  it('a batch answered the wrong number of times, or not with a list, rejects every caller in it', async () => {
    const short = createBatcher(async (items: number[]) => items.slice(1).map(String), { maxSize: 10, inFlight: 1 })
    await expect(short(1)).rejects.toThrow('a batch of 1 was not answered once each')
    const notAList = createBatcher(async () => 'x' as unknown as string[], { maxSize: 10, inFlight: 1 })
    await expect(notAList(1)).rejects.toThrow('a batch of 1 was not answered once each')
  })

  it('a send that throws before it is under way rejects its callers, and the batcher goes on', async () => {
    let calls = 0
    const call = createBatcher(
      (items: number[]) => {
        calls += 1
        if (calls === 1) throw new Error('no connection')
        return Promise.resolve(items.map(String))
      },
      { maxSize: 10, inFlight: 1 },
    )
    await expect(call(1)).rejects.toThrow('no connection')
    expect(await call(2)).toBe('2')
  })
})
