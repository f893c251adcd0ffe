import { useTranslation } from 'react-i18next'
import { SUPPORTED_LANGUAGES, changeLanguage, isAppLanguage } from '@/lib/i18n/i18n'
import styles from './language-switch.module.css'

/** Two-option language toggle (it / en); the choice is remembered on this device. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const current = isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it'
  return (
    <div className={styles.root} role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={current === language}
          title={t(`language.${language}`)}
          onClick={() => void changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
