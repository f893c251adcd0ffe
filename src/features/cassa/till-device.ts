// What this device remembers as a till: its own name for the queue, and the printer's address
// for each restaurant (the printer is on the restaurant's network; only the device knows it).

const DEVICE_KEY = 'conto.cassa.device'
const printerKey = (restaurantId: string) => `conto.cassa.printer.${restaurantId}`
// the simulated printer `npm run dev` runs beside the demo (scripts/dev.ts); unset in a real build
const demoPrinterAddress = (import.meta.env.VITE_DEMO_PRINTER_URL ?? '').trim()

/** A stable name for this till, made once. */
export function getTillDevice(): string {
  try {
    const saved = localStorage.getItem(DEVICE_KEY)
    if (saved) return saved
    const made = `till-${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`
    localStorage.setItem(DEVICE_KEY, made)
    return made
  } catch {
    return `till-${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`
  }
}

export function readPrinterAddress(restaurantId: string): string {
  try {
    return localStorage.getItem(printerKey(restaurantId)) ?? ''
  } catch {
    return ''
  }
}

/** What the address field starts with on a device that has none saved: the demo's printer, if any. */
export function getDemoPrinterAddress(): string {
  return demoPrinterAddress
}

export function savePrinterAddress(restaurantId: string, address: string): void {
  try {
    localStorage.setItem(printerKey(restaurantId), address)
  } catch {
    // private mode: the address lasts as long as the page
  }
}

/** "192.168.1.50" or "https://rt.local/" as a base address, or null when it is not one. */
export function normalisePrinterAddress(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`
  try {
    const url = new URL(withScheme)
    return url.pathname === '/' && !url.search ? url.origin : null
  } catch {
    return null
  }
}
