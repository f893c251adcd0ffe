import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/ui/section-card'
import { changeLanguage, isAppLanguage, SUPPORTED_LANGUAGES, type AppLanguage } from '@/lib/i18n/i18n'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { useProfileSave } from '../api'
import styles from './profile.module.css'

const LANGUAGE_NAMES: Record<AppLanguage, string> = { it: 'Italiano', en: 'English' }

/** The interface language: switches at once and is remembered on the account for the next sign-in. */
export function ProfileLanguage({ user, onSaved }: { user: UserRecord; onSaved: (user: UserRecord) => void }) {
  const { t, i18n } = useTranslation('office')
  const save = useProfileSave(user.id, onSaved)
  const current = isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it'

  function choose(language: AppLanguage) {
    void changeLanguage(language)
    if (user.language === language) return
    save.mutate({ language })
  }

  return (
    <SectionCard title={t('profile.language')} description={t('profile.languageHint')} id="profile-language">
      <fieldset className={styles.languages}>
        <legend className="visually-hidden">{t('profile.language')}</legend>
        {SUPPORTED_LANGUAGES.map((language) => (
          <label key={language} className={styles.language} lang={language}>
            <input type="radio" name="profile-language" checked={current === language} onChange={() => choose(language)} />
            <span>{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </fieldset>
    </SectionCard>
  )
}
