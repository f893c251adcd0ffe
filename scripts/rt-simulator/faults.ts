// Injected failures, each either until cleared or for the next N requests it affects.

export const FAULT_NAMES = [
  'paperEnd', // prints refused: EPTR_REC_EMPTY, status 3, printerStatus 3xxxx
  'coverOpen', // same answer as paperEnd
  'paperLow', // a warning only: prints succeed with status 2 and printerStatus 2xxxx
  'offline', // the connection is reset before any answer
  'slow', // the answer leaves `ms` milliseconds late (the command itself runs at once)
  'loseAnswerAfterPrint', // the document is printed and journaled, then the socket is destroyed
  'closureRequired', // sales refused as if the fiscal day were over 24 h old, until a Z report
] as const

export type FaultName = (typeof FAULT_NAMES)[number]

export interface FaultSetting {
  /** how many affected requests before the fault clears itself; omitted = until cleared */
  times?: number
  /** delay of the `slow` fault */
  ms?: number
}

export interface ActiveFault {
  remaining: number | null
  ms: number
}

export interface Faults {
  set: (name: FaultName, setting?: FaultSetting) => void
  clear: (name?: FaultName) => void
  isActive: (name: FaultName) => boolean
  /** Counts one affected request and returns the fault as it was, or null when it is not active. */
  take: (name: FaultName) => ActiveFault | null
  list: () => Partial<Record<FaultName, ActiveFault>>
}

const DEFAULT_SLOW_MS = 2000

export function isFaultName(name: string): name is FaultName {
  return (FAULT_NAMES as readonly string[]).includes(name)
}

export function createFaults(): Faults {
  const active = new Map<FaultName, ActiveFault>()
  return {
    set(name, setting = {}) {
      // losing an answer is a one-off event unless asked otherwise; the others are conditions
      const times = setting.times ?? (name === 'loseAnswerAfterPrint' ? 1 : null)
      active.set(name, { remaining: times, ms: setting.ms ?? DEFAULT_SLOW_MS })
    },
    clear(name) {
      if (name) active.delete(name)
      else active.clear()
    },
    isActive(name) {
      return active.has(name)
    },
    take(name) {
      const fault = active.get(name)
      if (!fault) return null
      if (fault.remaining !== null) {
        fault.remaining -= 1
        if (fault.remaining <= 0) active.delete(name)
      }
      return { ...fault }
    },
    list() {
      return Object.fromEntries(active)
    },
  }
}
