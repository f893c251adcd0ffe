import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { SecretShownOnce } from '@/components/ui/secret-shown-once'
import { SectionCard } from '@/components/ui/section-card'
import card from '@/components/ui/settings-list.module.css'
import { useLightspeedConnections } from '../api'
import { getLightspeedWebhookAddress } from '../connection-form'
import { LIGHTSPEED_URL_ID, LightspeedConnectForm, type LightspeedConnected } from './lightspeed-connect-form'
import { LightspeedConnectionList } from './lightspeed-connection-list'

// in place of the form while a connection is active
const CONNECTED_NOTE_ID = 'lightspeed-connected'

/**
 * The restaurant's Lightspeed Restaurant K-Series till, for admins (docs/decisions/044): Conto
 * posts each diner's payment to the till itself. Once connected, the address Lightspeed must
 * report the payments' outcome to is shown once, in place of the form; while a connection is
 * active the form stays away, so no payment is posted to the till twice by two connections.
 */
export function PosLightspeedSection({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  const connections = useLightspeedConnections(restaurantId)
  // only in this component's memory: gone with "Done", a reload or another restaurant
  const [connected, setConnected] = useState<LightspeedConnected>()
  const addressTexts = {
    title: t('restaurant.pos.lightspeed.address.title'),
    warning: t('restaurant.pos.lightspeed.address.warning', { webhookId: connected?.webhookEndpointId ?? '' }),
    label: t('restaurant.pos.lightspeed.address.label'),
    copy: t('restaurant.pos.lightspeed.address.copy'),
    copied: t('restaurant.pos.lightspeed.address.copied'),
    copiedNote: t('restaurant.pos.lightspeed.address.copiedNote'),
    copyFailed: t('restaurant.pos.lightspeed.address.copyFailed'),
    done: t('restaurant.pos.lightspeed.address.done'),
  }
  // the list could not be read: the form stays, the list below says so and offers to try again
  const hasActive = connections.data?.some((connection) => connection.active) ?? false

  function renderTop() {
    if (connected) {
      return (
        <SecretShownOnce
          id="lightspeed-address"
          className={card.apart}
          secret={getLightspeedWebhookAddress(window.location.origin, connected.endpointId, connected.inboundToken)}
          texts={addressTexts}
          onDone={() => {
            // drawn at once, so the focus can go to what now stands in the panel's place
            flushSync(() => setConnected(undefined))
            const next = document.getElementById(CONNECTED_NOTE_ID) ?? document.getElementById(LIGHTSPEED_URL_ID)
            next?.focus()
          }}
        />
      )
    }
    // the list's own placeholder shows it is being read
    if (connections.isPending) return null
    if (hasActive) {
      return (
        <p id={CONNECTED_NOTE_ID} className={`${card.hint} ${card.apart}`} tabIndex={-1}>
          {t('restaurant.pos.lightspeed.connected')}
        </p>
      )
    }
    return <LightspeedConnectForm restaurantId={restaurantId} onConnected={setConnected} />
  }

  return (
    <SectionCard title={t('restaurant.pos.lightspeed.title')} description={t('restaurant.pos.lightspeed.description')} id="restaurant-pos-lightspeed">
      <p className={card.hint}>{t('restaurant.pos.lightspeed.onceNote')}</p>
      {renderTop()}
      <LightspeedConnectionList restaurantId={restaurantId} />
    </SectionCard>
  )
}

