import { useTranslation } from 'react-i18next'
import { DotSeparated } from '@/components/ui/dot-separated'
import card from '@/components/ui/settings-list.module.css'
import { formatDateTime } from '@/lib/time/date-format'
import type { PosKeysRecord } from '@/domain/pocketbase-schema'
import { POS_SCOPE_TEXT_KEYS } from '../pos-scopes'
import styles from './pos-keys.module.css'

/** One key: its name, the start of the key (to match it with a POS), what it may do and its last use. */
export function PosKeyRow({ posKey, onRevoke }: { posKey: PosKeysRecord; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('office')
  const revoked = posKey.revoked_at !== ''
  const lastUsed = posKey.last_used_at
    ? t('restaurant.pos.list.lastUsed', { when: formatDateTime(posKey.last_used_at, i18n.language) })
    : t('restaurant.pos.list.neverUsed')
  return (
    <li className={styles.key} data-revoked={revoked} data-testid="pos-key-row">
      <div className={styles.keyText}>
        <strong className={styles.keyName}>{posKey.name}</strong>
        <code className={styles.prefix}>{posKey.prefix}…</code>
        <span className={card.hint}>
          <DotSeparated>
            {posKey.scopes.map((scope) => (
              <span key={scope} className={styles.scopeName}>
                {t(`restaurant.pos.scopes.${POS_SCOPE_TEXT_KEYS[scope]}`)}
              </span>
            ))}
          </DotSeparated>
        </span>
        <span className={card.hint}>{lastUsed}</span>
        {revoked ? <span className={styles.revoked}>{t('restaurant.pos.list.revokedOn', { when: formatDateTime(posKey.revoked_at, i18n.language) })}</span> : null}
      </div>
      {revoked ? null : (
        <button type="button" className="btn btn--secondary btn--small" onClick={onRevoke} aria-label={t('restaurant.pos.list.revokeLabel', { name: posKey.name })}>
          {t('restaurant.pos.list.revoke')}
        </button>
      )}
    </li>
  )
}
