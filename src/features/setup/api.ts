import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PAID_STATUSES } from '@/domain/paid-statuses'
import { readPhoneNumbers } from '@/lib/format/phone-numbers'
import { pb } from '@/lib/api/pocketbase'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import type { NewRestaurantBody } from './restaurant-form'
import { getSetupProgress, type SetupFacts, type SetupStepId } from './setup-steps'

export const setupKeys = {
  all: ['setup'] as const,
  progress: (restaurantId: string, companyId: string) => [...setupKeys.all, restaurantId, companyId] as const,
}

const NOTHING_OUT_OF_REACH: readonly SetupStepId[] = []
const STRIPE_OUT_OF_REACH: readonly SetupStepId[] = ['stripe']

/** Payments that went through: the paid statuses, and a refund later does not undo the test. */
const WENT_THROUGH = `(${[...PAID_STATUSES, 'refunded'].map((status) => `status = '${status}'`).join(' || ')})`

interface SetupRestaurant {
  id: string
  address: string
  description: string
  logo: string
  phone_numbers: unknown
  qr_printed_at: string
}

/** The first in-service table, whose diner page the test-payment step opens. */
export interface SetupTable {
  id: string
  name: string
}

export interface SetupData {
  facts: SetupFacts
  firstTable: SetupTable | null
}

/** Reads what the setup guide needs: five small requests in parallel, one record or none each. */
async function getSetupData(restaurantId: string, companyId: string): Promise<SetupData> {
  const ofRestaurant = pb.filter('restaurant = {:restaurantId}', { restaurantId })
  const one = { fields: 'id', skipTotal: true } as const
  const [restaurant, company, tables, items, payments] = await Promise.all([
    pb.collection('restaurants').getOne<SetupRestaurant>(restaurantId, { fields: 'id,address,description,logo,phone_numbers,qr_printed_at' }),
    pb.collection('companies').getOne<{ charges_enabled: boolean }>(companyId, { fields: 'id,charges_enabled' }),
    pb.collection('tables').getList<SetupTable>(1, 1, { filter: `${ofRestaurant} && active = true`, sort: 'name', fields: 'id,name', skipTotal: true }),
    pb.collection('items').getList(1, 1, { ...one, filter: ofRestaurant }),
    pb.collection('transactions').getList(1, 1, { ...one, filter: `${ofRestaurant} && ${WENT_THROUGH}` }),
  ])
  return {
    facts: {
      address: restaurant.address,
      description: restaurant.description,
      logo: restaurant.logo,
      phoneNumbers: readPhoneNumbers(restaurant.phone_numbers),
      activeTables: tables.items.length,
      menuItems: items.items.length,
      chargesEnabled: company.charges_enabled,
      qrPrintedAt: restaurant.qr_printed_at,
      completedPayments: payments.items.length,
    },
    firstTable: tables.items[0] ?? null,
  }
}

/**
 * How far the restaurant's setup has come. Read afresh whenever the dashboard opens or its tab
 * comes back to the front: the steps are done on other screens (or in the diner's tab), whose
 * saves do not know about this query. Not under the floor's live key on purpose: a busy floor
 * would re-read it on every payment, long after the guide is gone.
 */
export function useSetupProgress(restaurantId: string, companyId: string, canConnectStripe: boolean) {
  const outOfReach = canConnectStripe ? NOTHING_OUT_OF_REACH : STRIPE_OUT_OF_REACH
  return useQuery({
    queryKey: setupKeys.progress(restaurantId, companyId),
    queryFn: () => getSetupData(restaurantId, companyId),
    select: (data) => ({ ...getSetupProgress(data.facts, outOfReach), firstTable: data.firstTable }),
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** Creates a restaurant of the company, active for diners; one request, so all or nothing. */
export function useRestaurantCreate(onCreated: (restaurant: RestaurantRecord) => void) {
  const { t } = useTranslation('office')
  return useAppMutation({
    mutationFn: (body: NewRestaurantBody) => pb.collection('restaurants').create<RestaurantRecord>(body),
    onSuccess: (restaurant) => {
      toast.success(t('restaurant.create.created', { name: restaurant.name }))
      onCreated(restaurant)
    },
    // the form shows field errors beside the fields and any other refusal above them
    errorToast: false,
  })
}
