import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './pos-keys.module.css'

type CopyState = 'idle' | 'copied' | 'failed'

interface PosKeyShownOnceProps {
  name: string
  /** The whole key: the server keeps only its hash, so this is the one time anyone sees it. */
  secret: string
  onDone: () => void
}

/** The key just created, to copy into the POS now; "Done" puts it away for good. */
export function PosKeyShownOnce({ name, secret, onDone }: PosKeyShownOnceProps) {
  const { t } = useTranslation('office')
  const [copy, setCopy] = useState<CopyState>('idle')

  // the key and its warning are what the admin must act on: read them first, selected to copy by hand
  useEffect(() => {
    const field = document.getElementById('pos-key-secret')
    if (field instanceof HTMLTextAreaElement) {
      field.focus()
      field.select()
    }
  }, [])

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(secret)
      setCopy('copied')
    } catch {
      // no clipboard (an old browser, a refused permission): the key stays selected for Ctrl+C
      setCopy('failed')
      const field = document.getElementById('pos-key-secret')
      if (field instanceof HTMLTextAreaElement) field.select()
    }
  }

  return (
    <div className={styles.shownOnce} role="group" aria-labelledby="pos-key-secret-title">
      <h3 id="pos-key-secret-title" className={styles.subtitle}>
        {t('restaurant.pos.secret.title', { name })}
      </h3>
      <p id="pos-key-secret-warning" className={styles.warning}>
        {t('restaurant.pos.secret.warning')}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="pos-key-secret">
          {t('restaurant.pos.secret.label')}
        </label>
        {/* a text area, so the whole key shows (to check it, or type it into a POS by hand) */}
        <textarea
          id="pos-key-secret"
          className={`input ${styles.secret}`}
          readOnly
          rows={3}
          value={secret}
          spellCheck={false}
          aria-describedby="pos-key-secret-warning"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className={copy === 'failed' ? 'field__error' : styles.hint} role="status">
          {copy === 'failed' ? t('restaurant.pos.secret.copyFailed') : copy === 'copied' ? t('restaurant.pos.secret.copiedNote') : ''}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn--secondary" onClick={() => void copyKey()}>
          {/* both words take their room, so the button keeps its width when the word changes */}
          <span className={styles.swap}>
            <span data-shown={copy !== 'copied'}>{t('restaurant.pos.secret.copy')}</span>
            <span data-shown={copy === 'copied'}>{t('restaurant.pos.secret.copied')}</span>
          </span>
        </button>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t('restaurant.pos.secret.done')}
        </button>
      </div>
    </div>
  )
}
