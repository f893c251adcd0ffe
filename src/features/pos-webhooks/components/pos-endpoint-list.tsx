import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import { LoadError } from '@/components/ui/load-error'
import card from '@/components/ui/settings-list.module.css'
import type { PosEndpointsRecord } from '@/domain/pocketbase-schema'
import { toast } from '@/lib/browser/toast'
import { usePosEndpointDisable, usePosEndpoints } from '../api'
import { PosEndpointRow } from './pos-endpoint-row'

/** The restaurant's endpoints, newest first; an active one can be disabled after a confirmation. */
export function PosEndpointList({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  const endpoints = usePosEndpoints(restaurantId)
  const disable = usePosEndpointDisable(restaurantId)
  const [asked, setAsked] = useState<PosEndpointsRecord>()
  const [disabledCount, setDisabledCount] = useState(0)

  // the disabled endpoint's button is gone, so the closed sheet cannot give the focus back to it:
  // the list takes it (this runs after the sheet's own effect has closed the dialog)
  useEffect(() => {
    if (disabledCount > 0) document.getElementById('pos-endpoint-list-title')?.focus()
  }, [disabledCount])

  function confirmDisable() {
    if (!asked) return
    disable.mutate(asked.id, {
      onSuccess: () => {
        toast.success(t('restaurant.pos.webhooks.disable.done'))
        setAsked(undefined)
        setDisabledCount((count) => count + 1)
      },
    })
  }

  return (
    <div className={`${card.block} ${card.apart}`} aria-labelledby="pos-endpoint-list-title" role="group">
      <h3 id="pos-endpoint-list-title" className={card.subtitle} tabIndex={-1}>
        {t('restaurant.pos.webhooks.list.title')}
      </h3>
      <PosEndpointListBody endpoints={endpoints} onDisable={setAsked} />
      <ConfirmSheet
        open={Boolean(asked)}
        onClose={() => setAsked(undefined)}
        title={t('restaurant.pos.webhooks.disable.title')}
        description={t('restaurant.pos.webhooks.disable.text', { url: asked?.url ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('restaurant.pos.webhooks.disable.confirm')}
        pendingLabel={t('restaurant.pos.webhooks.disable.disabling')}
        isPending={disable.isPending}
        danger
        onConfirm={confirmDisable}
      />
    </div>
  )
}

interface PosEndpointListBodyProps {
  endpoints: ReturnType<typeof usePosEndpoints>
  onDisable: (endpoint: PosEndpointsRecord) => void
}

function PosEndpointListBody({ endpoints, onDisable }: PosEndpointListBodyProps) {
  const { t } = useTranslation('office')
  if (endpoints.isPending) return <div className={`skeleton ${card.placeholder}`} role="status" aria-label={t('restaurant.pos.webhooks.list.loading')} />
  if (endpoints.isError) return <LoadError title={t('restaurant.pos.webhooks.list.loadFailed')} onRetry={() => void endpoints.refetch()} />
  if (endpoints.data.length === 0) return <p className={card.hint}>{t('restaurant.pos.webhooks.list.empty')}</p>
  return (
    <ul className={card.rows}>
      {endpoints.data.map((endpoint) => (
        <PosEndpointRow key={endpoint.id} endpoint={endpoint} onDisable={() => onDisable(endpoint)} />
      ))}
    </ul>
  )
}
