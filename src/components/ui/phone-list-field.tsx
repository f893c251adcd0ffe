import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons'
import styles from './phone-list-field.module.css'

interface PhoneListFieldProps {
  idPrefix: string
  /** The legend; "Phone numbers" unless the form says more (e.g. that they are optional). */
  label?: string
  values: readonly string[]
  onChange: (values: string[]) => void
  /** Errors by position (e.g. not a phone number). */
  errors?: readonly (string | undefined)[]
}

/** A list of phone numbers (a company's, a restaurant's): one input per number, add and remove buttons. */
export function PhoneListField({ idPrefix, label, values, onChange, errors }: PhoneListFieldProps) {
  const { t } = useTranslation('office')
  const rows = values.length > 0 ? values : ['']
  return (
    <fieldset className={styles.fieldset}>
      <legend className="field__label">{label ?? t('common.phoneNumbers')}</legend>
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
                  placeholder="+39 06 1234 5678"
                  aria-label={t('common.phoneN', { n: index + 1 })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange(rows.map((item, i) => (i === index ? event.target.value : item)))}
                />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('common.removePhone', { n: index + 1 })}
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
        + {t('common.addPhone')}
      </button>
    </fieldset>
  )
}
