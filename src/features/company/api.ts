import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { getTranslatedCode } from '@/domain/function-error-codes'
import type { PayoutSettings } from '@/domain/payout-schedule'
import { pb } from '@/lib/api/pocketbase'
import { getErrorMessage } from '@/lib/errors/error-message'
import { holdSubscription } from '@/lib/api/hold-subscription'
import { changesSince } from '@/lib/live/record-changes'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import { callFunction } from '@/lib/api/functions-client'
import type { CompanyDetailsValues, CompanySettings } from './types'

export const companyKeys = {
  all: ['company-settings'] as const,
  detail: (companyId: string) => [...companyKeys.all, companyId] as const,
}

export function useCompanySettings(companyId: string) {
  return useQuery({
    queryKey: companyKeys.detail(companyId),
    queryFn: () => pb.collection('companies').getOne<CompanySettings>(companyId),
  })
}

/** Stripe's account.updated webhook writes the Connect state; show it as soon as it lands. */
export function useCompanyLive(companyId: string) {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      holdSubscription(
        pb.collection('companies').subscribe<CompanySettings>(companyId, (event) => {
          if (event.action === 'update') queryClient.setQueryData(companyKeys.detail(companyId), event.record)
        }),
      ),
    [companyId, queryClient],
  )
}

/**
 * Saves the company's details: only the fields changed on the copy the form started from, refused
 * when that copy is older than the company (changesSince), as a live update must not make another
 * person's change look like this one's.
 */
export function useCompanySave(company: CompanySettings, onSaved: (company: CompanySettings) => void) {
  const queryClient = useQueryClient()
  const base = useRef(company)
  return useAppMutation({
    mutationFn: (values: CompanyDetailsValues) => pb.collection('companies').update<CompanySettings>(base.current.id, changesSince(base.current, values)),
    onSuccess: (saved) => {
      base.current = saved
      queryClient.setQueryData(companyKeys.detail(saved.id), saved)
      onSaved(saved)
    },
  })
}

/** Turns the e-mailed sign-in code of administrators and managers on or off. */
export function useSignInCodeSave(companyId: string) {
  const queryClient = useQueryClient()
  return useAppMutation({
    mutationFn: (on: boolean) => pb.collection('companies').update<CompanySettings>(companyId, { sign_in_code: on }),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.detail(companyId), company),
  })
}

/** A Connect call's failure: what the function's code says, else that Stripe could not be reached. */
function describeConnectError(error: Error, t: TFunction<'office'>): string {
  return getTranslatedCode(error) ? describeStaffFunctionError(error) : t('company.connect.failed', { message: getErrorMessage(error) })
}

/** Opens Stripe's hosted onboarding for the company's connected account (created on first use). */
export function useConnectOnboardingStart() {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: () => callFunction<{ url: string }>('/api/admin/connect/account-link', {}, { token: pb.authStore.token }),
    onSuccess: ({ url }) => window.location.assign(url),
    errorToast: (error) => describeConnectError(error, t),
  })
}

/** Reads the account's state from Stripe now (the webhook does the same when Stripe tells us). */
export function useConnectStatusRefresh(companyId: string) {
  const { t } = useTranslation('office')
  const queryClient = useQueryClient()
  return useAppMutation({
    mutationFn: () => callFunction<{ company: CompanySettings }>('/api/admin/connect/status', {}, { token: pb.authStore.token }),
    onSuccess: ({ company }) => queryClient.setQueryData(companyKeys.detail(companyId), company),
    errorToast: (error) => describeConnectError(error, t),
  })
}

/** Writes the payout schedule and minimum to Stripe, then to the company. */
export function usePayoutSettingsSave(companyId: string) {
  const { t } = useTranslation('office')
  const queryClient = useQueryClient()
  return useAppMutation({
    mutationFn: (settings: PayoutSettings) => callFunction<{ company: CompanySettings }>('/api/admin/connect/payouts', settings, { token: pb.authStore.token }),
    onSuccess: ({ company }) => queryClient.setQueryData(companyKeys.detail(companyId), company),
    errorToast: (error) => t('common.saveFailed', { message: describeStaffFunctionError(error) }),
  })
}
