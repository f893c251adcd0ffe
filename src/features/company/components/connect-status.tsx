import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/ui/section-card'
import { StatusBadge } from '@/components/ui/status-badge'
import { CheckIcon, CloseIcon } from '@/components/ui/icons'
import { toast } from '@/lib/browser/toast'
import { useConnectOnboardingStart, useConnectStatusRefresh } from '../api'
import type { CompanySettings } from '../types'
import styles from './company.module.css'

const CHECKS = ['details_submitted', 'charges_enabled', 'payouts_enabled'] as const

/** Stripe Connect: onboarding through Stripe's hosted pages and the account's readiness. */
export function ConnectStatus({ company, returning }: { company: CompanySettings; returning: boolean }) {
  const { t } = useTranslation('office')
  const start = useConnectOnboardingStart()
  const refresh = useConnectStatusRefresh(company.id)
  const connected = Boolean(company.stripe_account_id)
  const ready = CHECKS.every((check) => company[check])
  const refreshedOnReturn = useRef(false)

  // Back from Stripe's pages: read the account's state now rather than wait for the webhook.
  useEffect(() => {
    if (!returning || !connected || refreshedOnReturn.current) return
    refreshedOnReturn.current = true
    // quietly: the webhook brings the same state, and the page shows it either way
    refresh.mutate(undefined, { errorToast: false })
  }, [returning, connected, refresh])

  return (
    <SectionCard
      title={t('company.connect.title')}
      description={t('company.connect.description')}
      id="company-connect"
      aside={
        <StatusBadge tone={ready ? 'success' : connected ? 'warning' : 'neutral'}>
          {t(ready ? 'company.connect.ready' : connected ? 'company.connect.incomplete' : 'company.connect.notConnected')}
        </StatusBadge>
      }
      footer={
        <>
          {connected ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={refresh.isPending}
              onClick={() =>
                refresh.mutate(undefined, { onSuccess: () => toast.success(t('company.connect.refreshed')) })
              }
            >
              {refresh.isPending ? t('company.connect.refreshing') : t('company.connect.refresh')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--primary"
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            {start.isPending
              ? t('company.connect.opening')
              : t(!connected ? 'company.connect.start' : ready ? 'company.connect.update' : 'company.connect.continue')}
          </button>
        </>
      }
    >
      <ul className={styles.checks}>
        {CHECKS.map((check) => (
          <li key={check} className={styles.check} data-ok={company[check]}>
            <span className={`round-icon round-icon--muted ${styles.checkIcon}`} aria-hidden="true">
              {company[check] ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
            </span>
            <span>
              {t(`company.connect.checks.${check}`)}
              <span className="visually-hidden">: {company[check] ? t('common.yes') : t('common.no')}</span>
            </span>
          </li>
        ))}
      </ul>
      {connected ? (
        <p className={styles.muted}>
          {t('company.connect.accountId')} <code className={styles.code}>{company.stripe_account_id}</code>
        </p>
      ) : null}
    </SectionCard>
  )
}
