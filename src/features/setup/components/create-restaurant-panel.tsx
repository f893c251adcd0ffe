import { useTranslation } from 'react-i18next'
import { PanelFooter } from '@/components/ui/panel-footer'
import { SidePanel } from '@/components/ui/side-panel'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { useRestaurantCreate } from '../api'
import { RestaurantCreateForm } from './restaurant-create-form'
import styles from './setup.module.css'

interface CreateRestaurantPanelProps {
  companyId: string
  companyName: string
  onCreated: (restaurant: RestaurantRecord) => void
  onClose: () => void
}

/** Another restaurant of the company, from the restaurant switcher (administrators only). */
export function CreateRestaurantPanel({ companyId, companyName, onCreated, onClose }: CreateRestaurantPanelProps) {
  const { t } = useTranslation('office')
  const create = useRestaurantCreate(onCreated)
  return (
    <SidePanel
      title={t('restaurant.create.panelTitle')}
      subtitle={companyName}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        <PanelFooter
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          form="new-restaurant-form"
          disabled={create.isPending}
          submitLabel={create.isPending ? t('restaurant.create.creating') : t('restaurant.create.submit')}
        />
      }
    >
      <p className={styles.panelNote}>{t('restaurant.create.activeNote')}</p>
      <RestaurantCreateForm id="new-restaurant-form" companyId={companyId} onSubmit={(body, onError) => create.mutate(body, { onError })} />
    </SidePanel>
  )
}
