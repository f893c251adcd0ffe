import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SectionCard } from '@/components/ui/section-card'
import { isValidPhoneNumber } from '@/lib/format/phone-numbers'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useProfileSave } from '../api'
import styles from './profile.module.css'

interface ProfileDetailsProps {
  user: UserRecord
  companyName: string
  onSaved: (user: UserRecord) => void
}

/** Name and phone (editable); e-mail, role and company (shown; only an admin changes them). */
export function ProfileDetails({ user, companyName, onSaved }: ProfileDetailsProps) {
  const { t } = useTranslation(['office', 'admin'])
  const [name, setName] = useState(user.name)
  const [phone, setPhone] = useState(user.phone)
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({})
  const save = useProfileSave(user.id, onSaved)
  const dirty = name.trim() !== user.name || phone.trim() !== user.phone

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      name: name.trim() ? undefined : t('staff.errors.nameRequired'),
      phone: phone.trim() && !isValidPhoneNumber(phone) ? t('staff.errors.phoneInvalid') : undefined,
    }
    setErrors(found)
    if (found.name || found.phone) return
    save.mutate(
      { name: name.trim(), phone: phone.trim() },
      {
        onSuccess: () => toast.success(t('common.saved')),
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <SectionCard
        title={t('profile.details')}
        id="profile-details"
        footer={
          <button type="submit" className="btn btn--primary" disabled={!dirty || save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </button>
        }
      >
        <div className={styles.twoColumns}>
          <FormField id="profile-name" label={t('profile.name')} autoComplete="name" value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
          <FormField
            id="profile-phone"
            label={t('profile.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            error={errors.phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('profile.role')}</dt>
            <dd>{t(`admin:roles.${user.role}`)}</dd>
          </div>
          <div>
            <dt>{t('profile.company')}</dt>
            <dd>{companyName}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{t('profile.emailHint')}</p>
      </SectionCard>
    </form>
  )
}
