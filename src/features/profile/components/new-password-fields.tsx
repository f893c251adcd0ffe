import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { PASSWORD_MIN_LENGTH, type NewPasswordErrors } from '../validation'

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string
  password: string
  confirm: string
  errors: NewPasswordErrors
  onPasswordChange: (value: string) => void
  onConfirmChange: (value: string) => void
}

/** The new password and its confirmation, shared by the profile and the e-mailed reset link. */
export function NewPasswordFields({ idPrefix, password, confirm, errors, onPasswordChange, onConfirmChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation('office')
  const message = (key: keyof NewPasswordErrors) =>
    errors[key] ? t(`password.errors.${errors[key]}`, { min: PASSWORD_MIN_LENGTH }) : undefined
  return (
    <>
      <FormField
        id={`${idPrefix}-new-password`}
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={message('password')}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <FormField
        id={`${idPrefix}-confirm-password`}
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={message('confirm')}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  )
}
