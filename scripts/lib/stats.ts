// Small helpers the benchmarks share to report latencies.

/** The p-th percentile (nearest rank) of the values; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Milliseconds as a right-aligned column of one decimal. */
export function formatMs(ms: number): string {
  return ms.toFixed(1).padStart(8)
}
