import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from '@/components/ui/language-switch'
import styles from './auth-card.module.css'

interface AuthCardProps {
  title: string
  subtitle?: string
  children: ReactNode
  footer?: ReactNode
}

/** Centred, branded card shared by the sign-in and password-reset screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { t } = useTranslation()
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <span className={styles.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {t('appName')}
        </span>
        <LanguageSwitch />
      </div>
      <section className={`card ${styles.card}`} aria-labelledby="auth-title">
        {/* focusable from code: a screen that replaces the form moves the focus to its title */}
        <h1 id="auth-title" className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </section>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </main>
  )
}

/** Buttons under a card's text (a card that is only a message and a way on). */
export function AuthCardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
