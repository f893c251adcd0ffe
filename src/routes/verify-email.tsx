import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { AuthCard } from '@/features/auth/components/auth-card'
import { VerifyEmailResult } from '@/features/auth/components/verify-email-result'
import { useDocumentTitle } from '@/lib/browser/document-title'
import { changeLanguage, isAppLanguage } from '@/lib/i18n/i18n'

/** /verify-email?token=…&lang=…: where the verification e-mail leads (pb_hooks/signup.pb.js). */
export function VerifyEmailPage() {
  const { t, i18n } = useTranslation('auth')
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  const lang = search.get('lang')
  useDocumentTitle(t('verifyEmail.title'))

  useEffect(() => {
    if (isAppLanguage(lang) && i18n.language !== lang) void changeLanguage(lang)
    // Only the language the link arrived with; a later manual switch must stick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang])

  return (
    <AuthCard title={t('verifyEmail.title')}>
      <VerifyEmailResult token={token} />
    </AuthCard>
  )
}
