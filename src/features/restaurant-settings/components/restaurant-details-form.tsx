import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { PhoneListField } from '@/components/ui/phone-list-field'
import { SectionCard } from '@/components/ui/section-card'
import { TextareaField } from '@/components/ui/textarea-field'
import { ToggleSwitch } from '@/components/ui/toggle-switch'
import { isValidPhoneNumber, normalisePhoneNumbers, readPhoneNumbers } from '@/lib/format/phone-numbers'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useRestaurantSave } from '../api'
import styles from './restaurant-settings.module.css'

interface RestaurantDetailsFormProps {
  restaurant: RestaurantRecord
  onSaved: (restaurant: RestaurantRecord) => void
}

/** Name, description, address, phone numbers and whether diners can see the restaurant. */
export function RestaurantDetailsForm({ restaurant, onSaved }: RestaurantDetailsFormProps) {
  const { t } = useTranslation('office')
  const [name, setName] = useState(restaurant.name)
  const [description, setDescription] = useState(restaurant.description)
  const [address, setAddress] = useState(restaurant.address)
  const [phones, setPhones] = useState(() => readPhoneNumbers(restaurant.phone_numbers))
  const [active, setActive] = useState(restaurant.active)
  const [nameError, setNameError] = useState<string>()
  const [phoneErrors, setPhoneErrors] = useState<(string | undefined)[]>([])
  const save = useRestaurantSave(restaurant, onSaved)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const badPhones = phones.map((phone) => (phone.trim() && !isValidPhoneNumber(phone) ? t('common.invalidPhone') : undefined))
    setPhoneErrors(badPhones)
    setNameError(name.trim() ? undefined : t('restaurant.errors.nameRequired'))
    if (!name.trim() || badPhones.some(Boolean)) return
    save.mutate(
      { name: name.trim(), description: description.trim(), address: address.trim(), phone_numbers: normalisePhoneNumbers(phones), active },
      {
        onSuccess: () => toast.success(t('common.saved')),
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <SectionCard
        title={t('restaurant.details')}
        id="restaurant-details"
        footer={
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </button>
        }
      >
        <div className={styles.activeBox} data-active={active}>
          <ToggleSwitch
            label={active ? t('restaurant.active') : t('restaurant.inactive')}
            description={active ? t('restaurant.activeHint') : t('restaurant.inactiveHint')}
            checked={active}
            onChange={setActive}
          />
        </div>
        <FormField id="restaurant-name" label={t('restaurant.name')} value={name} error={nameError} onChange={(event) => setName(event.target.value)} />
        <TextareaField
          id="restaurant-description"
          label={t('restaurant.description')}
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FormField
          id="restaurant-address"
          label={t('restaurant.address')}
          autoComplete="street-address"
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.target.value)}
        />
        <PhoneListField idPrefix="restaurant-phone" values={phones} onChange={setPhones} errors={phoneErrors} />
      </SectionCard>
    </form>
  )
}
