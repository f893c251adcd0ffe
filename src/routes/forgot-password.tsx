import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/browser/document-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'

/** /forgot-password: request a password-reset e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  useDocumentTitle(t('forgotPassword.title'))
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.description')}
      footer={<Link to={paths.login()}>{t('forgotPassword.backToLogin')}</Link>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
