/** Currencies a restaurant company may bill in (Stripe-supported, common in Europe and beyond). */
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'JPY', 'CAD', 'AUD'] as const

/** Countries where Stripe Connect accounts can be opened for a European restaurant group. */
export const COUNTRIES = [
  'IT', 'AT', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT',
  'RO', 'SE', 'SI', 'SK', 'US', 'CA', 'AU', 'JP',
] as const

/** 'euro' → 'Euro': names start lower-case in Italian, but a list of options reads better capitalised. */
function capitalise(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}

/** Options sorted by their name in the UI language, e.g. 'Italia (IT)'. */
export function getDisplayOptions(codes: readonly string[], type: 'region' | 'currency', language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([language], { type })
  } catch {
    names = undefined
  }
  return codes
    .map((code) => ({ value: code, label: `${capitalise(names?.of(code) ?? code, language)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language))
}
