import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { authKeys, replaceCurrentUser } from '@/features/auth/api'
import { CompanyScreen } from '@/features/company/components/company-screen'
import type { CompanyRecord } from '@/lib/api/pocketbase-types'
import { useAdminContext } from './admin-context'

/** /admin/company: company settings, Stripe Connect and payouts (administrators only). */
export function CompanyPage() {
  const { user, userCompany } = useAdminContext()
  const queryClient = useQueryClient()
  // The admin shell shows the company the session loaded at sign-in: give it the saved one.
  const onSaved = useCallback(
    (company: CompanyRecord) => {
      queryClient.setQueryData(authKeys.company(user.id, company.id), company)
      replaceCurrentUser({ ...user, expand: { ...user.expand, company } })
    },
    [queryClient, user],
  )
  return <CompanyScreen companyId={userCompany.id} onSaved={onSaved} />
}
