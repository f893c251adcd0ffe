import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import { SectionCard } from '@/components/ui/section-card'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { useRestaurantCreate } from '../api'
import { RestaurantCreateForm } from './restaurant-create-form'
import styles from './setup.module.css'

interface CreateRestaurantScreenProps {
  companyId: string
  companyName: string
  onCreated: (restaurant: RestaurantRecord) => void
}

/** An administrator's first screen while the company has no restaurant: create the first one. */
export function CreateRestaurantScreen({ companyId, companyName, onCreated }: CreateRestaurantScreenProps) {
  const { t } = useTranslation('office')
  const create = useRestaurantCreate(onCreated)
  return (
    <div className={styles.firstRun}>
      <PageHeader title={t('restaurant.create.firstRunTitle')} description={t('restaurant.create.firstRunText', { company: companyName })} />
      <SectionCard
        title={t('restaurant.details')}
        description={t('restaurant.create.activeNote')}
        id="new-restaurant"
        footer={
          <button type="submit" form="first-restaurant-form" className="btn btn--primary" disabled={create.isPending}>
            {create.isPending ? t('restaurant.create.creating') : t('restaurant.create.submit')}
          </button>
        }
      >
        <RestaurantCreateForm id="first-restaurant-form" companyId={companyId} onSubmit={(body, onError) => create.mutate(body, { onError })} />
      </SectionCard>
      <p className={styles.nextNote}>{t('restaurant.create.nextNote')}</p>
    </div>
  )
}
