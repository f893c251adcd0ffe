import type { TextareaHTMLAttributes } from 'react'
import styles from './form-controls.module.css'

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string
  label: string
  error?: string
}

/** Labelled multi-line text input with an accessible inline error. */
export function TextareaField({ id, label, error, ...props }: TextareaFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        rows={3}
        {...props}
        id={id}
        className={`input ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
