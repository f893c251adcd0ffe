import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { PhoneListField } from '@/components/ui/phone-list-field'
import { SectionCard } from '@/components/ui/section-card'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { isValidPhoneNumber, normalisePhoneNumbers, readPhoneNumbers } from '@/lib/format/phone-numbers'
import { toast } from '@/lib/browser/toast'
import { useCompanySave } from '../api'
import { COUNTRIES, CURRENCIES, getDisplayOptions } from '../options'
import type { CompanySettings } from '../types'
import styles from './company.module.css'

interface CompanyDetailsFormProps {
  company: CompanySettings
  onSaved: (company: CompanySettings) => void
}

/** Name, description, phone numbers, default currency and country. */
export function CompanyDetailsForm({ company, onSaved }: CompanyDetailsFormProps) {
  const { t, i18n } = useTranslation('office')
  const [name, setName] = useState(company.name)
  const [description, setDescription] = useState(company.description)
  const [phones, setPhones] = useState(() => readPhoneNumbers(company.phone_numbers))
  const [currency, setCurrency] = useState(company.default_currency || 'EUR')
  const [country, setCountry] = useState(company.country || 'IT')
  const [nameError, setNameError] = useState<string>()
  const [phoneErrors, setPhoneErrors] = useState<(string | undefined)[]>([])
  const save = useCompanySave(company, onSaved)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const badPhones = phones.map((phone) => (phone.trim() && !isValidPhoneNumber(phone) ? t('common.invalidPhone') : undefined))
    setPhoneErrors(badPhones)
    setNameError(name.trim() ? undefined : t('company.errors.nameRequired'))
    if (!name.trim() || badPhones.some(Boolean)) return
    save.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        phone_numbers: normalisePhoneNumbers(phones),
        default_currency: currency,
        country,
      },
      {
        onSuccess: () => toast.success(t('common.saved')),
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <SectionCard
        title={t('company.details')}
        description={t('company.detailsHint')}
        id="company-details"
        footer={
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </button>
        }
      >
        <FormField id="company-name" label={t('company.name')} value={name} error={nameError} onChange={(event) => setName(event.target.value)} />
        <TextareaField
          id="company-description"
          label={t('company.description')}
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
        <PhoneListField idPrefix="company-phone" values={phones} onChange={setPhones} errors={phoneErrors} />
        <div className={styles.twoColumns}>
          <SelectField
            id="company-currency"
            label={t('company.currency')}
            hint={t('company.currencyHint')}
            value={currency}
            options={getDisplayOptions(CURRENCIES, 'currency', i18n.language)}
            onChange={(event) => setCurrency(event.target.value)}
          />
          <SelectField
            id="company-country"
            label={t('company.country')}
            hint={company.stripe_account_id ? t('company.countryLockedHint') : undefined}
            value={country}
            disabled={Boolean(company.stripe_account_id)}
            options={getDisplayOptions(COUNTRIES, 'region', i18n.language)}
            onChange={(event) => setCountry(event.target.value)}
          />
        </div>
      </SectionCard>
    </form>
  )
}
