import { useTranslation } from 'react-i18next'
import { formatMoney, toMajorUnits } from '@/domain/money'

const spokenFormatters = new Map<string, Intl.NumberFormat>()

/**
 * The amount as a screen reader should say it, in the reader's language with the currency
 * spelled out: '1.234,50 €' is shown (Italian format, as the spec wants), but an English reader
 * hears "1,234.50 euros" rather than "one point two three four comma five zero".
 */
export function formatMoneySpoken(minor: number, currency: string, language: string): string {
  const key = `${language}|${currency.toUpperCase()}`
  let formatter = spokenFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'name' })
    spokenFormatters.set(key, formatter)
  }
  return formatter.format(toMajorUnits(minor, currency))
}

interface MoneyProps {
  /** Minor units. */
  amount: number
  currency: string
  className?: string
}

/** An amount shown in the Italian format and announced in the reader's language. */
export function Money({ amount, currency, className }: MoneyProps) {
  const { i18n } = useTranslation()
  return (
    <span className={className}>
      <span aria-hidden="true">{formatMoney(amount, currency)}</span>
      <span className="visually-hidden">{formatMoneySpoken(amount, currency, i18n.language)}</span>
    </span>
  )
}
