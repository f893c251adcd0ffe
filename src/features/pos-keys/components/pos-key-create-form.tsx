import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import card from '@/components/ui/settings-list.module.css'
import { POS_KEY_NAME_MAX, POS_SCOPES } from '@/domain/shared-rules'
import { getErrorMessage } from '@/lib/errors/error-message'
import { usePosKeyCreate, type PosScope } from '../api'
import { DEFAULT_POS_SCOPES, POS_SCOPE_TEXT_KEYS } from '../pos-scopes'
import styles from './pos-keys.module.css'

const focusName = () => document.getElementById('pos-key-name')?.focus()

interface PosKeyCreateFormProps {
  restaurantId: string
  /** Set when the admin comes back from the key just shown: the name field takes the focus again. */
  focusOnMount: boolean
  onCreated: (created: { name: string; secret: string }) => void
}

/** A new key: its name and what it may do (reading the payments is ticked to start with). */
export function PosKeyCreateForm({ restaurantId, focusOnMount, onCreated }: PosKeyCreateFormProps) {
  const { t } = useTranslation('office')
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<readonly PosScope[]>(DEFAULT_POS_SCOPES)
  const [nameError, setNameError] = useState<string>()
  const [scopeError, setScopeError] = useState<string>()
  const create = usePosKeyCreate(restaurantId)

  useEffect(() => {
    if (focusOnMount) focusName()
  }, [focusOnMount])

  function toggleScope(scope: PosScope, checked: boolean) {
    setScopes((current) => POS_SCOPES.filter((each) => (each === scope ? checked : current.includes(each))))
    setScopeError(undefined)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = name.trim()
    const missingName = trimmed === ''
    const missingScope = scopes.length === 0
    setNameError(missingName ? t('restaurant.pos.create.nameRequired') : undefined)
    setScopeError(missingScope ? t('restaurant.pos.create.scopeRequired') : undefined)
    if (missingName) focusName()
    else if (missingScope) document.getElementById('pos-scope-0')?.focus()
    else create.mutate({ name: trimmed, scopes: [...scopes] }, { onSuccess: (answer) => onCreated({ name: answer.key.name, secret: answer.secret }) })
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="pos-key-create-title">
      <h3 id="pos-key-create-title" className={card.subtitle}>
        {t('restaurant.pos.create.title')}
      </h3>
      <FormField
        id="pos-key-name"
        label={t('restaurant.pos.create.name')}
        hint={t('restaurant.pos.create.nameHint')}
        autoComplete="off"
        required
        maxLength={POS_KEY_NAME_MAX}
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value)
          setNameError(undefined)
        }}
      />
      <fieldset className={styles.scopes} aria-describedby={scopeError ? 'pos-key-scopes-error' : undefined}>
        <legend>{t('restaurant.pos.create.scopes')}</legend>
        {POS_SCOPES.map((scope, index) => (
          <label key={scope} className={styles.scope}>
            <input
              id={`pos-scope-${index}`}
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggleScope(scope, event.target.checked)}
              aria-describedby={`pos-scope-${index}-hint`}
            />
            <span>
              {t(`restaurant.pos.scopes.${POS_SCOPE_TEXT_KEYS[scope]}`)}
              <span id={`pos-scope-${index}-hint`} className={`${card.hint} ${styles.scopeHint}`}>
                {t(`restaurant.pos.scopeHints.${POS_SCOPE_TEXT_KEYS[scope]}`)}
              </span>
            </span>
          </label>
        ))}
        {scopeError ? (
          <p id="pos-key-scopes-error" className="field__error">
            {scopeError}
          </p>
        ) : null}
      </fieldset>
      {create.isError ? (
        <p className="alert" role="alert">
          {t('restaurant.pos.create.failed', { message: getErrorMessage(create.error) })}
        </p>
      ) : null}
      <button type="submit" className={`btn btn--primary ${card.submit}`} disabled={create.isPending} aria-busy={create.isPending}>
        {create.isPending ? t('restaurant.pos.create.creating') : t('restaurant.pos.create.submit')}
      </button>
    </form>
  )
}
