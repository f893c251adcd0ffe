import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Sheet } from './sheet'
import { TextareaField } from './textarea-field'

interface ReasonSheetProps {
  title: string
  description?: ReactNode
  reasonLabel: string
  /** Most characters the reason may hold. */
  maxLength: number
  confirmLabel: string
  busyLabel: string
  cancelLabel: string
  busy: boolean
  /** The server's refusal, already translated. */
  error?: string
  onConfirm: (reason: string) => void
  onClose: () => void
}

/** A confirmation that needs a reason written down (voiding a payment): confirm stays off until there is one. */
export function ReasonSheet({ title, description, reasonLabel, maxLength, confirmLabel, busyLabel, cancelLabel, busy, error, onConfirm, onClose }: ReasonSheetProps) {
  const id = useId()
  const [reason, setReason] = useState('')
  const ready = reason.trim().length > 0
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready && !busy) onConfirm(reason)
  }
  return (
    <Sheet
      open
      onClose={onClose}
      title={title}
      description={description}
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn--primary" disabled={!ready || busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        {error ? (
          <p className="alert" role="alert">
            {error}
          </p>
        ) : null}
        <TextareaField
          id={`${id}-reason`}
          label={reasonLabel}
          value={reason}
          maxLength={maxLength}
          required
          autoFocus
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Sheet>
  )
}
