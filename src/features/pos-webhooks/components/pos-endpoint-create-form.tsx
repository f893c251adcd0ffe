import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import card from '@/components/ui/settings-list.module.css'
import { getErrorMessage } from '@/lib/errors/error-message'
import { usePosEndpointCreate } from '../api'

// the route's own limit (src/domain/conto-routes.ts createPosEndpoint)
const URL_MAX = 500
const focusUrl = () => document.getElementById('pos-endpoint-url')?.focus()

/** An address the server will take: http or https, with a host. */
function isWebAddress(value: string): boolean {
  try {
    const { protocol, host } = new URL(value)
    return (protocol === 'http:' || protocol === 'https:') && host !== ''
  } catch {
    return false
  }
}

interface PosEndpointCreateFormProps {
  restaurantId: string
  /** Set when the admin comes back from the secret just shown: the address field takes the focus again. */
  focusOnMount: boolean
  onCreated: (secret: string) => void
}

/** A new endpoint: the POS's address, where Conto will post the payments. */
export function PosEndpointCreateForm({ restaurantId, focusOnMount, onCreated }: PosEndpointCreateFormProps) {
  const { t } = useTranslation('office')
  const [url, setUrl] = useState('')
  const [urlError, setUrlError] = useState<string>()
  const create = usePosEndpointCreate(restaurantId)

  useEffect(() => {
    if (focusOnMount) focusUrl()
  }, [focusOnMount])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = url.trim()
    const error = trimmed === '' ? t('restaurant.pos.webhooks.create.urlRequired') : isWebAddress(trimmed) ? undefined : t('restaurant.pos.webhooks.create.urlInvalid')
    setUrlError(error)
    if (error) focusUrl()
    else create.mutate(trimmed, { onSuccess: (answer) => onCreated(answer.secret) })
  }

  return (
    <form className={`${card.block} ${card.apart}`} onSubmit={handleSubmit} noValidate aria-labelledby="pos-endpoint-create-title">
      <h3 id="pos-endpoint-create-title" className={card.subtitle}>
        {t('restaurant.pos.webhooks.create.title')}
      </h3>
      <FormField
        id="pos-endpoint-url"
        type="url"
        inputMode="url"
        label={t('restaurant.pos.webhooks.create.url')}
        hint={t('restaurant.pos.webhooks.create.urlHint')}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={URL_MAX}
        value={url}
        error={urlError}
        onChange={(event) => {
          setUrl(event.target.value)
          setUrlError(undefined)
        }}
      />
      {create.isError ? (
        <p className="alert" role="alert">
          {t('restaurant.pos.webhooks.create.failed', { message: getErrorMessage(create.error) })}
        </p>
      ) : null}
      <button type="submit" className={`btn btn--primary ${card.submit}`} disabled={create.isPending} aria-busy={create.isPending}>
        {create.isPending ? t('restaurant.pos.webhooks.create.adding') : t('restaurant.pos.webhooks.create.submit')}
      </button>
    </form>
  )
}
