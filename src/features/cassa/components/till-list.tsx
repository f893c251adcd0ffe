import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import { SectionCard } from '@/components/ui/section-card'
import { formatDateTime } from '@/lib/time/date-format'
import type { TillsRecord } from '@/domain/pocketbase-schema'
import { toast } from '@/lib/browser/toast'
import { isThisDevice, useEnrolledTills, useRevokeTill } from '../tills'
import styles from './cassa.module.css'

/**
 * The devices enrolled as this restaurant's tills, for managers (issue 34): when each was last
 * seen, and "Revoca" for a tablet lost, stolen or replaced. A revoked till prints nothing more;
 * a device can be enrolled again by a manager on it.
 */
export function TillList({ restaurantId, device }: { restaurantId: string; device: string }) {
  const { t, i18n } = useTranslation('floor')
  const tills = useEnrolledTills(restaurantId, true)
  const revoke = useRevokeTill(restaurantId)
  const [asked, setAsked] = useState<TillsRecord>()
  if (!tills.data || tills.data.length === 0) return null

  const confirm = () => {
    if (!asked) return
    revoke.mutate(asked.id, {
      onSuccess: () => {
        toast.success(t('cassa.tills.revoked', { name: asked.name }))
        setAsked(undefined)
      },
    })
  }

  return (
    <SectionCard title={t('cassa.tills.title')} description={t('cassa.tills.description')} id="cassa-tills">
      <ul className={styles.tills}>
        {tills.data.map((till) => (
          <li key={till.id}>
            <span>
              <strong>{till.name}</strong>
              {isThisDevice(till.id, device) ? ` · ${t('cassa.tills.thisDevice')}` : null}
              <br />
              <span className={styles.muted}>
                {till.last_seen ? t('cassa.tills.lastSeen', { when: formatDateTime(till.last_seen, i18n.language) }) : t('cassa.tills.neverSeen')}
              </span>
            </span>
            <button type="button" className="btn btn--secondary" onClick={() => setAsked(till)} aria-label={t('cassa.tills.revokeLabel', { name: till.name })}>
              {t('cassa.tills.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmSheet
        open={Boolean(asked)}
        onClose={() => setAsked(undefined)}
        title={t('cassa.tills.confirmTitle', { name: asked?.name ?? '' })}
        description={t('cassa.tills.confirmText')}
        cancelLabel={t('cassa.tills.cancel')}
        confirmLabel={t('cassa.tills.revoke')}
        pendingLabel={t('cassa.tills.revoking')}
        isPending={revoke.isPending}
        danger
        onConfirm={confirm}
      />
    </SectionCard>
  )
}
