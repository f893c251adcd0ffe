interface PanelFooterProps {
  cancelLabel: string
  onCancel: () => void
  submitLabel: string
  /** The form the submit button sends; without one, `onSubmit` runs on click. */
  form?: string
  onSubmit?: () => void
  disabled?: boolean
}

/** A side panel's footer: cancel, then the one primary action. */
export function PanelFooter({ cancelLabel, onCancel, submitLabel, form, onSubmit, disabled }: PanelFooterProps) {
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type={form ? 'submit' : 'button'} form={form} className="btn btn--primary" disabled={disabled} onClick={form ? undefined : onSubmit}>
        {submitLabel}
      </button>
    </>
  )
}
