/**
 * Shares one answer per key for `ttlMs`: callers asking again meanwhile get the same promise
 * (settled or still in flight) instead of a new call. Failures are shared too, so a provider
 * that is down is not asked harder. In this process's memory, like the rate limits.
 */
export interface RecentAnswers<T> {
  get(key: string, load: () => Promise<T>): Promise<T>
}

export function createRecentAnswers<T>(ttlMs: number, now: () => number = Date.now): RecentAnswers<T> {
  const answers = new Map<string, { at: number; answer: Promise<T> }>()
  let lastSweep = now()
  return {
    get(key, load) {
      const time = now()
      if (time - lastSweep >= ttlMs) {
        // forget old answers so a stream of new keys cannot grow the map for ever
        lastSweep = time
        for (const [known, entry] of answers) if (time - entry.at >= ttlMs) answers.delete(known)
      }
      const recent = answers.get(key)
      if (recent && time - recent.at < ttlMs) return recent.answer
      const answer = load()
      answers.set(key, { at: time, answer })
      return answer
    },
  }
}
