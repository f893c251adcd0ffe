import { CloseIcon } from './icons'
import styles from './phone-list-field.module.css'

interface PhoneListFieldProps {
  idPrefix: string
  label: string
  values: readonly string[]
  onChange: (values: string[]) => void
  addLabel: string
  /** Accessible name of one number's remove button. */
  removeLabel: (index: number) => string
  /** Accessible name of one number's input. */
  itemLabel: (index: number) => string
  /** Errors by position (e.g. not a phone number). */
  errors?: readonly (string | undefined)[]
  placeholder?: string
}

/** A list of phone numbers: one input per number, add and remove buttons. */
export function PhoneListField({ idPrefix, label, values, onChange, addLabel, removeLabel, itemLabel, errors, placeholder }: PhoneListFieldProps) {
  const rows = values.length > 0 ? values : ['']
  return (
    <fieldset className={styles.fieldset}>
      <legend className="field__label">{label}</legend>
      <ul className={styles.list}>
        {rows.map((value, index) => {
          const id = `${idPrefix}-${index}`
          const error = errors?.[index]
          return (
            <li key={index} className={styles.item}>
              <div className={styles.row}>
                <input
                  id={id}
                  className="input"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={value}
                  placeholder={placeholder}
                  aria-label={itemLabel(index)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange(rows.map((item, i) => (i === index ? event.target.value : item)))}
                />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={removeLabel(index)}
                  disabled={rows.length === 1 && value === ''}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <CloseIcon size={18} />
                </button>
              </div>
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <button type="button" className={`btn btn--ghost ${styles.add}`} onClick={() => onChange([...rows, ''])}>
        + {addLabel}
      </button>
    </fieldset>
  )
}
