/** mulberry32: a small seeded generator, so a failing storm can be run again with its seed. */
export function createRandom(start: number) {
  let state = start >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T,>(items: readonly T[]): T => items[between(0, items.length - 1)]!
  return { next, between, pick }
}

export type Random = ReturnType<typeof createRandom>
