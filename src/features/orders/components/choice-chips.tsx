import { useId } from 'react'
import styles from './ledger-sheets.module.css'

interface ChoiceChipsProps<T extends string> {
  legend: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}

/** One choice of a few, as radio buttons drawn as chips (arrow keys move between them). */
export function ChoiceChips<T extends string>({ legend, value, options, onChange }: ChoiceChipsProps<T>) {
  const name = useId()
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
