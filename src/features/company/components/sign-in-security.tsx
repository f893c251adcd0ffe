import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/ui/section-card'
import { ToggleSwitch } from '@/components/ui/toggle-switch'
import { toast } from '@/lib/browser/toast'
import { useSignInCodeSave } from '../api'
import type { CompanySettings } from '../types'

interface SignInSecurityProps {
  company: CompanySettings
}

/** Whether administrators and managers also enter a code sent by e-mail when they sign in (decision 028). */
export function SignInSecurity({ company }: SignInSecurityProps) {
  const { t } = useTranslation('office')
  const save = useSignInCodeSave(company.id)
  return (
    <SectionCard title={t('company.signIn.title')} description={t('company.signIn.hint')} id="company-sign-in">
      <ToggleSwitch
        label={t('company.signIn.code')}
        description={t('company.signIn.codeHint')}
        checked={save.isPending ? Boolean(save.variables) : company.sign_in_code}
        disabled={save.isPending}
        onChange={(checked) => save.mutate(checked, { onSuccess: () => toast.success(t('common.saved')) })}
      />
    </SectionCard>
  )
}
