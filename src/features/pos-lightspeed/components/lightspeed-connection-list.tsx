import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import { LoadError } from '@/components/ui/load-error'
import card from '@/components/ui/settings-list.module.css'
import type { PosEndpointsRecord } from '@/domain/pocketbase-schema'
import { toast } from '@/lib/browser/toast'
import { useLightspeedConnections, useLightspeedDisable } from '../api'
import { readLightspeedIds } from '../connection-form'
import { LightspeedConnectionRow } from './lightspeed-connection-row'

const LIGHTSPEED_LIST_TITLE_ID = 'lightspeed-list-title'

/** The restaurant's till connections, newest first; an active one can be disabled after a confirmation. */
export function LightspeedConnectionList({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  const connections = useLightspeedConnections(restaurantId)
  const disable = useLightspeedDisable(restaurantId)
  const [asked, setAsked] = useState<PosEndpointsRecord>()
  const [disabledCount, setDisabledCount] = useState(0)

  // the disabled connection's button is gone, so the closed sheet cannot give the focus back to
  // it: the list takes it (this runs after the sheet's own effect has closed the dialog)
  useEffect(() => {
    if (disabledCount > 0) document.getElementById(LIGHTSPEED_LIST_TITLE_ID)?.focus()
  }, [disabledCount])

  function confirmDisable() {
    if (!asked) return
    disable.mutate(asked.id, {
      onSuccess: () => {
        toast.success(t('restaurant.pos.lightspeed.disable.done'))
        setAsked(undefined)
        setDisabledCount((count) => count + 1)
      },
    })
  }

  return (
    <div className={card.block} aria-labelledby={LIGHTSPEED_LIST_TITLE_ID} role="group">
      <h3 id={LIGHTSPEED_LIST_TITLE_ID} className={card.subtitle} tabIndex={-1}>
        {t('restaurant.pos.lightspeed.list.title')}
      </h3>
      <LightspeedConnectionListBody connections={connections} onDisable={setAsked} />
      <ConfirmSheet
        open={Boolean(asked)}
        onClose={() => setAsked(undefined)}
        title={t('restaurant.pos.lightspeed.disable.title')}
        description={t('restaurant.pos.lightspeed.disable.text', { location: readLightspeedIds(asked?.config).businessLocationId })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('restaurant.pos.lightspeed.disable.confirm')}
        pendingLabel={t('restaurant.pos.lightspeed.disable.disabling')}
        isPending={disable.isPending}
        danger
        onConfirm={confirmDisable}
      />
    </div>
  )
}

interface LightspeedConnectionListBodyProps {
  connections: ReturnType<typeof useLightspeedConnections>
  onDisable: (connection: PosEndpointsRecord) => void
}

function LightspeedConnectionListBody({ connections, onDisable }: LightspeedConnectionListBodyProps) {
  const { t } = useTranslation('office')
  if (connections.isPending) return <div className={`skeleton ${card.placeholder}`} role="status" aria-label={t('restaurant.pos.lightspeed.list.loading')} />
  if (connections.isError) return <LoadError title={t('restaurant.pos.lightspeed.list.loadFailed')} onRetry={() => void connections.refetch()} />
  if (connections.data.length === 0) return <p className={card.hint}>{t('restaurant.pos.lightspeed.list.empty')}</p>
  return (
    <ul className={card.rows}>
      {connections.data.map((connection) => (
        <LightspeedConnectionRow key={connection.id} connection={connection} onDisable={() => onDisable(connection)} />
      ))}
    </ul>
  )
}
