import type { TextareaHTMLAttributes } from 'react'
import { describeField, FieldFrame } from './field-frame'
import styles from './form-controls.module.css'

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string
  label: string
  error?: string
}

/** Labelled multi-line text input with an accessible inline error. */
export function TextareaField({ id, label, error, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea rows={3} {...props} id={id} className={`input ${styles.textarea}`} {...describeField(id, { error })} />
    </FieldFrame>
  )
}
