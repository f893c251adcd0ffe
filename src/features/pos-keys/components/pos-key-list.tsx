import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import { LoadError } from '@/components/ui/load-error'
import card from '@/components/ui/settings-list.module.css'
import { toast } from '@/lib/browser/toast'
import type { PosKeysRecord } from '@/domain/pocketbase-schema'
import { usePosKeyRevoke, usePosKeys } from '../api'
import { PosKeyRow } from './pos-key-row'
import styles from './pos-keys.module.css'

/** The restaurant's keys, newest first; a live one can be revoked after a confirmation. */
export function PosKeyList({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  const keys = usePosKeys(restaurantId)
  const revoke = usePosKeyRevoke(restaurantId)
  const [asked, setAsked] = useState<PosKeysRecord>()
  const [revokedCount, setRevokedCount] = useState(0)

  // the revoked key's button is gone, so the closed sheet cannot give the focus back to it: the
  // list takes it (this runs after the sheet's own effect has closed the dialog)
  useEffect(() => {
    if (revokedCount > 0) document.getElementById('pos-key-list-title')?.focus()
  }, [revokedCount])

  function confirmRevoke() {
    if (!asked) return
    revoke.mutate(asked.id, {
      onSuccess: () => {
        toast.success(t('restaurant.pos.revoke.done', { name: asked.name }))
        setAsked(undefined)
        setRevokedCount((count) => count + 1)
      },
    })
  }

  return (
    <div className={styles.list} aria-labelledby="pos-key-list-title" role="group">
      <h3 id="pos-key-list-title" className={card.subtitle} tabIndex={-1}>
        {t('restaurant.pos.list.title')}
      </h3>
      <PosKeyListBody keys={keys} onRevoke={setAsked} />
      <ConfirmSheet
        open={Boolean(asked)}
        onClose={() => setAsked(undefined)}
        title={t('restaurant.pos.revoke.title', { name: asked?.name ?? '' })}
        description={t('restaurant.pos.revoke.text')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('restaurant.pos.revoke.confirm')}
        pendingLabel={t('restaurant.pos.revoke.revoking')}
        isPending={revoke.isPending}
        danger
        onConfirm={confirmRevoke}
      />
    </div>
  )
}

interface PosKeyListBodyProps {
  keys: ReturnType<typeof usePosKeys>
  onRevoke: (key: PosKeysRecord) => void
}

function PosKeyListBody({ keys, onRevoke }: PosKeyListBodyProps) {
  const { t } = useTranslation('office')
  if (keys.isPending) return <div className={`skeleton ${card.placeholder}`} role="status" aria-label={t('restaurant.pos.list.loading')} />
  if (keys.isError) return <LoadError title={t('restaurant.pos.list.loadFailed')} onRetry={() => void keys.refetch()} />
  if (keys.data.length === 0) return <p className={card.hint}>{t('restaurant.pos.list.empty')}</p>
  return (
    <ul className={styles.keys}>
      {keys.data.map((key) => (
        <PosKeyRow key={key.id} posKey={key} onRevoke={() => onRevoke(key)} />
      ))}
    </ul>
  )
}
