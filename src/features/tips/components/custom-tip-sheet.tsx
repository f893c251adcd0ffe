import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { HeartIcon } from '@/components/ui/diner-icons'
import { Sheet } from '@/components/ui/sheet'
import { getCustomTipInput, parseCustomTip, toCustomTipChoice, type CustomTipUnit } from '@/features/tips/tip-maths'
import type { TipChoice } from '@/domain/bill-maths'
import styles from './custom-tip-sheet.module.css'

interface CustomTipSheetProps {
  open: boolean
  onClose: () => void
  onConfirm: (tip: TipChoice) => void
  tip: TipChoice
  base: number
  currency: string
}

/** Percent / currency toggle and one number (starting at 5); non-numbers count as 0. */
export function CustomTipSheet({ open, onClose, onConfirm, tip, base, currency }: CustomTipSheetProps) {
  const { t } = useTranslation('diner')
  return (
    <Sheet open={open} onClose={onClose} title={t('tips.customTitle')} icon={<HeartIcon size={28} />}>
      {/* remounted on every opening, so it starts from the current tip (or 5) */}
      {open ? <CustomTipForm tip={tip} base={base} currency={currency} onCancel={onClose} onConfirm={onConfirm} /> : null}
    </Sheet>
  )
}

interface CustomTipFormProps {
  tip: TipChoice
  base: number
  currency: string
  onCancel: () => void
  onConfirm: (tip: TipChoice) => void
}

function CustomTipForm({ tip, base, currency, onCancel, onConfirm }: CustomTipFormProps) {
  const { t } = useTranslation('diner')
  const id = useId()
  const initial = getCustomTipInput(tip, currency)
  const [unit, setUnit] = useState<CustomTipUnit>(initial.unit)
  const [text, setText] = useState(String(initial.value).replace('.', ','))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onConfirm(toCustomTipChoice(parseCustomTip(text), unit, currency, base))
  }

  const symbol = unit === 'percent' ? '%' : getCurrencySymbol(currency)
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.toggle} role="radiogroup" aria-label={t('tips.unitLabel')}>
        {(['percent', 'currency'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={unit === option}
            className={styles.toggleOption}
            onClick={() => setUnit(option)}
          >
            {option === 'percent' ? t('tips.unitPercent') : t('tips.unitCurrency', { symbol: getCurrencySymbol(currency) })}
          </button>
        ))}
      </div>
      <label className={styles.field} htmlFor={`${id}-amount`}>
        <span className="visually-hidden">{t('tips.customAmount')}</span>
        <input
          id={`${id}-amount`}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={(event) => event.target.select()}
        />
        <span className={styles.symbol} aria-hidden="true">
          {symbol}
        </span>
      </label>
      <div className={styles.actions}>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('tips.cancel')}
        </button>
        <button type="submit" className="btn btn--primary">
          {t('tips.apply')}
        </button>
      </div>
    </form>
  )
}

/** '€' for EUR, '¥' for JPY… as the Italian format writes it. */
function getCurrencySymbol(currency: string): string {
  const part = new Intl.NumberFormat('it-IT', { style: 'currency', currency: currency.toUpperCase() })
    .formatToParts(0)
    .find((p) => p.type === 'currency')
  return part?.value ?? currency.toUpperCase()
}
