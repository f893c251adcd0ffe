import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { reloadCurrentUser } from '@/features/auth/api'
import { AuthCard } from '@/features/auth/components/auth-card'
import { CheckInbox } from '@/features/auth/components/check-inbox'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { useDocumentTitle } from '@/lib/browser/document-title'
import type { UserRecord } from '@/lib/api/pocketbase-types'

/** In front of the admin area until the signed-in user has confirmed their e-mail address. */
export function VerifyEmailGate({ user }: { user: UserRecord }) {
  const { t } = useTranslation('auth')
  const signOut = useSignOut()
  const navigate = useNavigate()
  useDocumentTitle(t('checkInbox.title'))

  // The live subscription brings the change; coming back to this tab after opening the link
  // somewhere else reads it again, in case realtime was asleep.
  useEffect(() => {
    const reload = () => {
      if (document.visibilityState === 'visible') void reloadCurrentUser()
    }
    document.addEventListener('visibilitychange', reload)
    window.addEventListener('focus', reload)
    return () => {
      document.removeEventListener('visibilitychange', reload)
      window.removeEventListener('focus', reload)
    }
  }, [])

  return (
    <AuthCard title={t('checkInbox.title')}>
      <CheckInbox email={user.email} description={t('checkInbox.gateDescription', { email: user.email })}>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => {
            signOut()
            navigate(paths.login(), { replace: true })
          }}
        >
          {t('checkInbox.signOut')}
        </button>
      </CheckInbox>
    </AuthCard>
  )
}
