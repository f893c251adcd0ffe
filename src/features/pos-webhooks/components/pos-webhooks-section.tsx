import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SecretShownOnce } from '@/components/ui/secret-shown-once'
import { SectionCard } from '@/components/ui/section-card'
import card from '@/components/ui/settings-list.module.css'
import { PosDeliveryLog } from './pos-delivery-log'
import { PosEndpointCreateForm } from './pos-endpoint-create-form'
import { PosEndpointList } from './pos-endpoint-list'

/**
 * The addresses where Conto posts the restaurant's payments to its POS as signed webhooks (issue
 * 39, docs/decisions/043), for admins: a new endpoint's signing secret is shown once, in place of
 * the form; below, the latest deliveries, each to be sent again.
 */
export function PosWebhooksSection({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  // only in this component's memory: gone with "Done", a reload or another restaurant
  const [secret, setSecret] = useState<string>()
  const [backFromSecret, setBackFromSecret] = useState(false)
  const secretTexts = {
    title: t('restaurant.pos.webhooks.secret.title'),
    warning: t('restaurant.pos.webhooks.secret.warning'),
    label: t('restaurant.pos.webhooks.secret.label'),
    copy: t('restaurant.pos.webhooks.secret.copy'),
    copied: t('restaurant.pos.webhooks.secret.copied'),
    copiedNote: t('restaurant.pos.webhooks.secret.copiedNote'),
    copyFailed: t('restaurant.pos.webhooks.secret.copyFailed'),
    done: t('restaurant.pos.webhooks.secret.done'),
  }

  return (
    <SectionCard title={t('restaurant.pos.webhooks.title')} description={t('restaurant.pos.webhooks.description')} id="restaurant-pos-webhooks">
      <p className={card.hint}>{t('restaurant.pos.webhooks.onceNote')}</p>
      {secret ? (
        <SecretShownOnce
          id="pos-endpoint-secret"
          className={card.apart}
          secret={secret}
          texts={secretTexts}
          onDone={() => {
            setSecret(undefined)
            setBackFromSecret(true)
          }}
        />
      ) : (
        <PosEndpointCreateForm restaurantId={restaurantId} focusOnMount={backFromSecret} onCreated={setSecret} />
      )}
      <PosEndpointList restaurantId={restaurantId} />
      <PosDeliveryLog restaurantId={restaurantId} />
    </SectionCard>
  )
}
