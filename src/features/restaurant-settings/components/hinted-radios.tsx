import styles from './restaurant-settings.module.css'

interface HintedRadiosProps<T extends string> {
  name: string
  legend: string
  values: readonly T[]
  value: T
  onChange: (value: T) => void
  label: (value: T) => string
  hint: (value: T) => string
}

/** A choice among a few settings, each with a line saying what it does (receipts, tips). */
export function HintedRadios<T extends string>({ name, legend, values, value, onChange, label, hint }: HintedRadiosProps<T>) {
  return (
    <fieldset className={styles.fiscalModes}>
      <legend>{legend}</legend>
      {values.map((option) => (
        <label key={option} className={styles.menuMode}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} aria-describedby={`${name}-${option}-hint`} />
          <span>
            {label(option)}
            <span id={`${name}-${option}-hint`} className={styles.hint}>
              {hint(option)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
