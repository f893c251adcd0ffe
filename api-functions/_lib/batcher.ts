/**
 * Sends requests that arrive while earlier ones are on their way as one. Up to `inFlight` go at
 * once, each alone; those that come while all are out wait for one to come back and then go
 * together (at most `maxSize`). Nothing waits on a timer, so a quiet box answers as fast as
 * before, and a burst of checkouts costs PocketBase a few requests and commits for many claims
 * (docs/decisions/017).
 */
export function createBatcher<Item, Answer>(
  send: (items: Item[]) => Promise<Answer[]>,
  { maxSize, inFlight }: { maxSize: number; inFlight: number },
) {
  interface Waiting {
    item: Item
    resolve: (answer: Answer) => void
    reject: (error: unknown) => void
  }
  let queue: Waiting[] = []
  let sending = 0

  async function drain(): Promise<void> {
    sending += 1
    while (queue.length > 0) {
      const batch = queue.slice(0, maxSize)
      queue = queue.slice(batch.length)
      try {
        const answers = await send(batch.map((waiting) => waiting.item))
        if (!Array.isArray(answers) || answers.length !== batch.length) {
          throw new Error(`a batch of ${batch.length} was not answered once each`)
        }
        batch.forEach((waiting, index) => waiting.resolve(answers[index]!))
      } catch (error) {
        for (const waiting of batch) waiting.reject(error)
      }
    }
    sending -= 1
  }

  return (item: Item): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (sending < inFlight) void drain()
    })
}
