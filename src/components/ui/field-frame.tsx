import type { ReactNode } from 'react'
import styles from './form-controls.module.css'

interface FieldMessages {
  /** Shown under the control (e.g. why it is locked). */
  hint?: string
  /** Inline error; marks the control invalid. */
  error?: string
}

/** The ARIA a control needs to be read with its hint and error (ids made by FieldFrame). */
export function describeField(id: string, { hint, error }: FieldMessages) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

/** Label above, control, then hint and error below: the frame every form field shares. */
export function FieldFrame({ id, label, hint, error, children }: FieldMessages & { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
