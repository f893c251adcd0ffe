// What this device remembers as a till, for each restaurant: the credential a manager's enrolment
// gave it (issue 34: a till is enrolled, not a name any page makes up) and the printer's address
// (the printer is on the restaurant's network; only the device knows it).

const tillKey = (restaurantId: string) => `conto.cassa.till.${restaurantId}`
const printerKey = (restaurantId: string) => `conto.cassa.printer.${restaurantId}`
// the simulated printer `npm run dev` runs beside the demo (scripts/dev.ts); unset in a real build
const demoPrinterAddress = (import.meta.env.VITE_DEMO_PRINTER_URL ?? '').trim()

/** This device's till credential for the restaurant ('' until a manager enrols it). */
export function readTillDevice(restaurantId: string): string {
  try {
    return localStorage.getItem(tillKey(restaurantId)) ?? ''
  } catch {
    return ''
  }
}

export function saveTillDevice(restaurantId: string, device: string): void {
  try {
    localStorage.setItem(tillKey(restaurantId), device)
  } catch {
    // private mode: the device is a till as long as the page is open
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
