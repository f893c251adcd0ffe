import { describe, expect, it } from 'vitest'
import { createRecentAnswers } from '../../api-functions/_lib/recent-answers.ts'

describe('createRecentAnswers', () => {
  it('shares one answer per key for the interval, in flight or settled, then asks again', async () => {
    let time = 0
    let calls = 0
    const answers = createRecentAnswers<number>(3_000, () => time)
    const load = () => Promise.resolve(++calls)
    const first = await Promise.all([answers.get('cs_1', load), answers.get('cs_1', load), answers.get('cs_2', load)])
    expect(first).toEqual([1, 1, 2])
    time = 2_999
    expect(await answers.get('cs_1', load)).toBe(1)
    time = 3_000
    expect(await answers.get('cs_1', load)).toBe(3)
    expect(calls).toBe(3)
  })

  it('shares a failure too, so a provider that is down is not asked harder', async () => {
    let calls = 0
    const answers = createRecentAnswers<number>(3_000, () => 0)
    const load = () => Promise.reject(new Error(`down ${++calls}`))
    await expect(answers.get('cs_1', load)).rejects.toThrow('down 1')
    await expect(answers.get('cs_1', load)).rejects.toThrow('down 1')
    expect(calls).toBe(1)
  })
})
