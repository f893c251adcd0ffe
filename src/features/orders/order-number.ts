/** Next order number of a restaurant: one past the highest so far, starting at 1. */
export function getNextOrderNumber(highest: number | null | undefined): number {
  return typeof highest === 'number' && Number.isFinite(highest) && highest > 0 ? Math.floor(highest) + 1 : 1
}
