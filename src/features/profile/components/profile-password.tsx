import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SectionCard } from '@/components/ui/section-card'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { usePasswordChange } from '../api'
import { PASSWORD_MIN_LENGTH, validatePasswordChange, type PasswordChangeErrors } from '../validation'
import { NewPasswordFields } from './new-password-fields'
import styles from './profile.module.css'

/** Whether PocketBase refused the change because the current password was wrong. */
function isWrongCurrentPassword(error: unknown): boolean {
  return isPocketBaseError(error) && Boolean((error.response?.data as Record<string, unknown> | undefined)?.oldPassword)
}

/** Current password, then the new one twice. */
export function ProfilePassword({ user }: { user: UserRecord }) {
  const { t } = useTranslation('office')
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<PasswordChangeErrors>({})
  const change = usePasswordChange(user.id)
  const message = (key: keyof PasswordChangeErrors) =>
    errors[key] ? t(`password.errors.${errors[key]}`, { min: PASSWORD_MIN_LENGTH }) : undefined

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validatePasswordChange(current, password, confirm)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    change.mutate(
      { email: user.email, current, password },
      {
        onSuccess: () => {
          setCurrent('')
          setPassword('')
          setConfirm('')
          toast.success(t('profile.passwordChanged'))
        },
      },
    )
  }

  const wrongCurrent = isWrongCurrentPassword(change.error)
  return (
    <form onSubmit={handleSubmit} noValidate>
      <SectionCard
        title={t('profile.password')}
        description={t('profile.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        id="profile-password"
        footer={
          <button type="submit" className="btn btn--primary" disabled={change.isPending}>
            {change.isPending ? t('common.saving') : t('profile.changePassword')}
          </button>
        }
      >
        {change.isError && !wrongCurrent ? (
          <p className="alert" role="alert">
            {t('common.saveFailed', { message: getErrorMessage(change.error) })}
          </p>
        ) : null}
        <div className={styles.passwordFields}>
          <FormField
            id="profile-current-password"
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            error={wrongCurrent ? t('password.errors.wrongCurrent') : message('current')}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <NewPasswordFields
            idPrefix="profile"
            password={password}
            confirm={confirm}
            errors={errors}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
          />
        </div>
      </SectionCard>
    </form>
  )
}
