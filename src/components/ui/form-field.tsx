import type { InputHTMLAttributes } from 'react'
import { describeField, FieldFrame } from './field-frame'

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: string
  /** Shown under the input and read with it. */
  hint?: string
  /** Inline error; ties itself to the input through aria-describedby and aria-invalid. */
  error?: string
}

/** Labelled text input with an accessible inline error. */
export function FormField({ id, label, hint, error, ...inputProps }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input {...inputProps} id={id} className="input" {...describeField(id, { hint, error })} />
    </FieldFrame>
  )
}
