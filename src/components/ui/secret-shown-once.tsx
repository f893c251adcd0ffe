import { useEffect, useState } from 'react'
import styles from './secret-shown-once.module.css'

type CopyState = 'idle' | 'copied' | 'failed'

export interface SecretShownOnceTexts {
  title: string
  /** Why it must be copied now: the field is described by it. */
  warning: string
  label: string
  copy: string
  copied: string
  copiedNote: string
  copyFailed: string
  done: string
}

interface SecretShownOnceProps {
  /** The text area's id; the title and warning take `${id}-title` and `${id}-warning`. */
  id: string
  /** The whole secret: the server never gives it again, so this is the one time anyone sees it. */
  secret: string
  texts: SecretShownOnceTexts
  onDone: () => void
  /** Where the panel sits in its section (e.g. a rule below it). */
  className?: string
}

/** A secret just made (a POS key, a signing secret), to copy now; "Done" puts it away for good. */
export function SecretShownOnce({ id, secret, texts, onDone, className }: SecretShownOnceProps) {
  const [copy, setCopy] = useState<CopyState>('idle')

  // the secret and its warning are what the admin must act on: read them first, selected to copy by hand
  useEffect(() => {
    const field = document.getElementById(id)
    if (field instanceof HTMLTextAreaElement) {
      field.focus()
      field.select()
    }
  }, [id])

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret)
      setCopy('copied')
    } catch {
      // no clipboard (an old browser, a refused permission): the secret stays selected for Ctrl+C
      setCopy('failed')
      const field = document.getElementById(id)
      if (field instanceof HTMLTextAreaElement) field.select()
    }
  }

  return (
    <div className={className ? `${styles.panel} ${className}` : styles.panel} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {texts.title}
      </h3>
      <p id={`${id}-warning`} className={styles.warning}>
        {texts.warning}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {texts.label}
        </label>
        {/* a text area, so the whole secret shows (to check it, or type it into a POS by hand) */}
        <textarea
          id={id}
          className={`input ${styles.secret}`}
          readOnly
          rows={3}
          value={secret}
          spellCheck={false}
          aria-describedby={`${id}-warning`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className={copy === 'failed' ? 'field__error' : styles.note} role="status">
          {copy === 'failed' ? texts.copyFailed : copy === 'copied' ? texts.copiedNote : ''}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn--secondary" onClick={() => void copySecret()}>
          {/* both words take their room, so the button keeps its width when the word changes */}
          <span className={styles.swap}>
            <span data-shown={copy !== 'copied'}>{texts.copy}</span>
            <span data-shown={copy === 'copied'}>{texts.copied}</span>
          </span>
        </button>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {texts.done}
        </button>
      </div>
    </div>
  )
}
