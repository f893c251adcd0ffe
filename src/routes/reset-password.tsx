import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPasswordForm } from '@/features/profile/components/reset-password-form'
import { useDocumentTitle } from '@/lib/browser/document-title'
import { changeLanguage, isAppLanguage } from '@/lib/i18n/i18n'

/**
 * /reset-password?token=…: where invitation and password-reset e-mails lead. `invite=1` greets a
 * new member; `lang` (set by the invitation) shows the page in the language they were invited in.
 */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('office')
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  const invite = search.get('invite') === '1'
  const lang = search.get('lang')
  const title = invite ? t('resetPassword.inviteTitle') : t('resetPassword.title')
  useDocumentTitle(title)

  useEffect(() => {
    if (isAppLanguage(lang) && i18n.language !== lang) void changeLanguage(lang)
    // Only the language the link arrived with; a later manual switch must stick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang])

  return (
    <AuthCard
      title={title}
      subtitle={invite ? t('resetPassword.inviteDescription') : t('resetPassword.description')}
      footer={<Link to={paths.login()}>{t('resetPassword.backToLogin')}</Link>}
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  )
}
