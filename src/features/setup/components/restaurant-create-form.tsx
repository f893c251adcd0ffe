import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { PhoneListField } from '@/components/ui/phone-list-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { getErrorMessage } from '@/lib/errors/error-message'
import {
  getServerFieldErrors,
  hasFormErrors,
  RESTAURANT_LIMITS,
  toNewRestaurantBody,
  validateNewRestaurant,
  type NewRestaurantBody,
  type RestaurantFieldError,
  type RestaurantFormErrors,
} from '../restaurant-form'
import styles from './setup.module.css'

interface RestaurantCreateFormProps {
  /** The form's id, for a submit button outside it (a side panel's footer). */
  id: string
  companyId: string
  /** Sends the new restaurant; calls `onError` with the server's refusal. */
  onSubmit: (body: NewRestaurantBody, onError: (error: Error) => void) => void
}

const FIELD_IDS = { name: 'new-restaurant-name', address: 'new-restaurant-address', description: 'new-restaurant-description', phones: 'new-restaurant-phone-0' }

/** Name (required), address, description and phone numbers of a new restaurant. */
export function RestaurantCreateForm({ id, companyId, onSubmit }: RestaurantCreateFormProps) {
  const { t } = useTranslation('office')
  const [values, setValues] = useState({ name: '', address: '', description: '', phones: [''] })
  const [errors, setErrors] = useState<RestaurantFormErrors>({})
  const [failure, setFailure] = useState<string>()
  const set = (key: 'name' | 'address' | 'description', value: string) => setValues((current) => ({ ...current, [key]: value }))

  const message = (field: 'name' | 'address' | 'description', error: RestaurantFieldError | undefined) =>
    error ? t(`restaurant.create.errors.${error}`, { max: RESTAURANT_LIMITS[field] }) : undefined

  function focusFirst(found: RestaurantFormErrors) {
    const first = (['name', 'address', 'description', 'phones'] as const).find((field) => (field === 'phones' ? found.phones?.some(Boolean) : found[field]))
    const index = first === 'phones' ? (found.phones?.findIndex(Boolean) ?? 0) : 0
    if (first) document.getElementById(first === 'phones' ? `new-restaurant-phone-${index}` : FIELD_IDS[first])?.focus()
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateNewRestaurant(values)
    setErrors(found)
    setFailure(undefined)
    if (hasFormErrors(found)) {
      focusFirst(found)
      return
    }
    onSubmit(toNewRestaurantBody(companyId, values), (error) => {
      const fromServer = getServerFieldErrors(error, values.phones.length)
      if (fromServer) {
        setErrors(fromServer)
        focusFirst(fromServer)
      } else {
        setFailure(t('restaurant.create.failed', { message: getErrorMessage(error) }))
      }
    })
  }

  return (
    <form id={id} className={styles.form} onSubmit={handleSubmit} noValidate>
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <FormField
        id={FIELD_IDS.name}
        label={t('restaurant.name')}
        autoComplete="organization"
        required
        maxLength={RESTAURANT_LIMITS.name}
        value={values.name}
        error={message('name', errors.name)}
        onChange={(event) => set('name', event.target.value)}
      />
      <FormField
        id={FIELD_IDS.address}
        label={t('restaurant.create.optional', { label: t('restaurant.address') })}
        hint={t('restaurant.create.addressHint')}
        autoComplete="street-address"
        maxLength={RESTAURANT_LIMITS.address}
        value={values.address}
        error={message('address', errors.address)}
        onChange={(event) => set('address', event.target.value)}
      />
      <TextareaField
        id={FIELD_IDS.description}
        label={t('restaurant.create.optional', { label: t('restaurant.description') })}
        maxLength={RESTAURANT_LIMITS.description}
        value={values.description}
        error={message('description', errors.description)}
        onChange={(event) => set('description', event.target.value)}
      />
      <PhoneListField
        idPrefix="new-restaurant-phone"
        label={t('restaurant.create.optional', { label: t('common.phoneNumbers') })}
        values={values.phones}
        onChange={(phones) => setValues((current) => ({ ...current, phones }))}
        errors={errors.phones?.map((error) => (error === 'invalid' ? t('common.invalidPhone') : error ? t('restaurant.create.errors.phonesTooLong') : undefined))}
      />
    </form>
  )
}
