import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { ProfileDetails } from './profile-details'
import { ProfileLanguage } from './profile-language'
import { ProfilePassword } from './profile-password'
import styles from './profile.module.css'

interface ProfileScreenProps {
  user: UserRecord
  companyName: string
  /** Puts the saved record in the session at once (the live subscription would, a moment later). */
  onSaved: (user: UserRecord) => void
}

/** /admin/profile: one's own details, language and password. */
export function ProfileScreen({ user, companyName, onSaved }: ProfileScreenProps) {
  const { t } = useTranslation('office')
  return (
    <div className={styles.screen}>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <ProfileDetails key={user.id} user={user} companyName={companyName} onSaved={onSaved} />
      <ProfileLanguage user={user} onSaved={onSaved} />
      <ProfilePassword user={user} />
    </div>
  )
}
