import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import card from '@/components/ui/settings-list.module.css'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useLightspeedConnect } from '../api'
import {
  checkLightspeedForm,
  LIGHTSPEED_API_URL,
  LIGHTSPEED_FIELDS,
  LIGHTSPEED_TOKEN_MAX,
  LIGHTSPEED_TRIAL_API_URL,
  LIGHTSPEED_URL_MAX,
  LIGHTSPEED_WEBHOOK_ID_MAX,
  type LightspeedField,
  type LightspeedFormValues,
  type LightspeedProblems,
} from '../connection-form'

/** The form's first field: it takes the focus when the admin comes back from the address. */
export const LIGHTSPEED_URL_ID = 'lightspeed-url'

const FIELD_IDS = {
  url: LIGHTSPEED_URL_ID,
  accessToken: 'lightspeed-token',
  businessLocationId: 'lightspeed-location',
  webhookEndpointId: 'lightspeed-webhook',
} as const satisfies Record<LightspeedField, string>

const EMPTY: LightspeedFormValues = { url: LIGHTSPEED_API_URL, accessToken: '', businessLocationId: '', webhookEndpointId: '' }

export interface LightspeedConnected {
  endpointId: string
  inboundToken: string
  webhookEndpointId: string
}

interface LightspeedConnectFormProps {
  restaurantId: string
  onConnected: (connected: LightspeedConnected) => void
}

/** The till's API address, token and ids; Conto calls nothing yet, it keeps them for the payments. */
export function LightspeedConnectForm({ restaurantId, onConnected }: LightspeedConnectFormProps) {
  const { t } = useTranslation('office')
  const [values, setValues] = useState(EMPTY)
  const [problems, setProblems] = useState<LightspeedProblems>({})
  const connect = useLightspeedConnect(restaurantId)
  // the button is disabled only once React has drawn the pending state: a double click lands
  // before that, and each connection is a new record, so the second submit stops here
  const sending = useRef(false)

  function change(field: LightspeedField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setProblems((current) => ({ ...current, [field]: undefined }))
  }

  function errorOf(field: LightspeedField): string | undefined {
    const problem = problems[field]
    return problem ? t(`restaurant.pos.lightspeed.form.errors.${problem}`) : undefined
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const checked = checkLightspeedForm(values)
    if (checked.problems) {
      setProblems(checked.problems)
      const first = LIGHTSPEED_FIELDS.find((field) => checked.problems[field])
      if (first) document.getElementById(FIELD_IDS[first])?.focus()
      return
    }
    setProblems({})
    sending.current = true
    connect.mutate(checked.body, {
      onSuccess: ({ endpoint, inboundToken }) => onConnected({ endpointId: endpoint.id, inboundToken, webhookEndpointId: checked.body.webhookEndpointId }),
      onSettled: () => {
        sending.current = false
      },
    })
  }

  return (
    <form className={`${card.block} ${card.apart}`} onSubmit={handleSubmit} noValidate aria-labelledby="lightspeed-connect-title">
      <h3 id="lightspeed-connect-title" className={card.subtitle}>
        {t('restaurant.pos.lightspeed.form.title')}
      </h3>
      <FormField
        id={FIELD_IDS.url}
        type="url"
        inputMode="url"
        label={t('restaurant.pos.lightspeed.form.url')}
        hint={t('restaurant.pos.lightspeed.form.urlHint', { production: LIGHTSPEED_API_URL, trial: LIGHTSPEED_TRIAL_API_URL })}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={LIGHTSPEED_URL_MAX}
        value={values.url}
        error={errorOf('url')}
        onChange={(event) => change('url', event.target.value)}
      />
      <FormField
        id={FIELD_IDS.accessToken}
        // a password in all but name (it lets anyone post to the till): never shown on screen
        type="password"
        label={t('restaurant.pos.lightspeed.form.accessToken')}
        hint={t('restaurant.pos.lightspeed.form.accessTokenHint')}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={LIGHTSPEED_TOKEN_MAX}
        value={values.accessToken}
        error={errorOf('accessToken')}
        onChange={(event) => change('accessToken', event.target.value)}
      />
      <FormField
        id={FIELD_IDS.businessLocationId}
        inputMode="numeric"
        label={t('restaurant.pos.lightspeed.form.businessLocationId')}
        hint={t('restaurant.pos.lightspeed.form.businessLocationIdHint')}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={16}
        value={values.businessLocationId}
        error={errorOf('businessLocationId')}
        onChange={(event) => change('businessLocationId', event.target.value)}
      />
      <FormField
        id={FIELD_IDS.webhookEndpointId}
        label={t('restaurant.pos.lightspeed.form.webhookEndpointId')}
        hint={t('restaurant.pos.lightspeed.form.webhookEndpointIdHint')}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={LIGHTSPEED_WEBHOOK_ID_MAX}
        value={values.webhookEndpointId}
        error={errorOf('webhookEndpointId')}
        onChange={(event) => change('webhookEndpointId', event.target.value)}
      />
      {connect.isError ? (
        <p className="alert" role="alert">
          {t('restaurant.pos.lightspeed.form.failed', { message: getErrorMessage(connect.error) })}
        </p>
      ) : null}
      <button type="submit" className={`btn btn--primary ${card.submit}`} disabled={connect.isPending} aria-busy={connect.isPending}>
        {connect.isPending ? t('restaurant.pos.lightspeed.form.connecting') : t('restaurant.pos.lightspeed.form.submit')}
      </button>
    </form>
  )
}
