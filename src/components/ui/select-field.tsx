import type { SelectHTMLAttributes } from 'react'
import { describeField, FieldFrame } from './field-frame'
import styles from './form-controls.module.css'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string
  label: string
  options: readonly { value: string; label: string; disabled?: boolean }[]
  /** Shown under the field (e.g. why it is locked). */
  hint?: string
  error?: string
}

/** Labelled native select with an optional hint and inline error. */
export function SelectField({ id, label, options, hint, error, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select {...selectProps} id={id} className={`input ${styles.select}`} {...describeField(id, { hint, error })}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
