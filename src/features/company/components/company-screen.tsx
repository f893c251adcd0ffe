import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/errors/error-message'
import { useCompanyLive, useCompanySettings } from '../api'
import type { CompanySettings } from '../types'
import { CompanyDetailsForm } from './company-details-form'
import { ConnectStatus } from './connect-status'
import { PayoutSettingsForm } from './payout-settings-form'
import { SignInSecurity } from './sign-in-security'
import styles from './company.module.css'

interface CompanyScreenProps {
  companyId: string
  /** Keeps the rest of the admin area (sidebar name, currency) in step after a save. */
  onSaved: (company: CompanySettings) => void
}

/** /admin/company: company details, Stripe Connect onboarding and status, payouts. Admins only. */
export function CompanyScreen({ companyId, onSaved }: CompanyScreenProps) {
  const { t } = useTranslation(['office', 'common'])
  const [search] = useSearchParams()
  const company = useCompanySettings(companyId)
  useCompanyLive(companyId)

  return (
    <div className={styles.screen}>
      <PageHeader title={t('company.title')} description={t('company.subtitle')} />
      {company.isPending ? (
        <PageSpinner label={t('common:loading')} />
      ) : company.isError ? (
        <EmptyState title={t('office:common.loadFailed')}>{getErrorMessage(company.error)}</EmptyState>
      ) : (
        <>
          {/* Keyed by id only: a key that changed on save would unmount the form before its success toast. */}
          <CompanyDetailsForm key={company.data.id} company={company.data} onSaved={onSaved} />
          <SignInSecurity company={company.data} />
          <ConnectStatus company={company.data} returning={search.get('stripe') === 'return'} />
          <PayoutSettingsForm key={`payouts-${company.data.stripe_account_id}`} company={company.data} />
        </>
      )}
    </div>
  )
}
