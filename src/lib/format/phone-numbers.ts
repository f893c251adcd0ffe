/** Phone numbers as stored (a JSON list): trimmed, blanks dropped, duplicates removed. */
export function normalisePhoneNumbers(values: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const value of values) {
    const phone = value.trim().replace(/\s+/g, ' ')
    const key = phone.replace(/[\s().-]/g, '')
    if (!phone || seen.has(key)) continue
    seen.add(key)
    result.push(phone)
  }
  return result
}

/** A phone number a person could dial: digits with optional +, spaces, dots, dashes, brackets. */
export function isValidPhoneNumber(value: string): boolean {
  const phone = value.trim()
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 5 && digits.length <= 16
}

/** The stored value of a phone-number list field (null, a list, or a JSON string) as a list. */
export function readPhoneNumbers(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      return readPhoneNumbers(JSON.parse(value) as unknown)
    } catch {
      return []
    }
  }
  return []
}
