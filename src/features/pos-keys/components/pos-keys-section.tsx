import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SecretShownOnce } from '@/components/ui/secret-shown-once'
import { SectionCard } from '@/components/ui/section-card'
import card from '@/components/ui/settings-list.module.css'
import { PosKeyCreateForm } from './pos-key-create-form'
import { PosKeyList } from './pos-key-list'
import styles from './pos-keys.module.css'

/**
 * The restaurant's keys for its own cash register (POS) to read Conto's payments through the POS
 * API (issue 39), for admins: a new key is shown once, in place of the form, then only its prefix.
 */
export function PosKeysSection({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('office')
  // only in this component's memory: gone with "Done", a reload or another restaurant
  const [created, setCreated] = useState<{ name: string; secret: string }>()
  const [backFromKey, setBackFromKey] = useState(false)
  const secretTexts = {
    title: t('restaurant.pos.secret.title', { name: created?.name ?? '' }),
    warning: t('restaurant.pos.secret.warning'),
    label: t('restaurant.pos.secret.label'),
    copy: t('restaurant.pos.secret.copy'),
    copied: t('restaurant.pos.secret.copied'),
    copiedNote: t('restaurant.pos.secret.copiedNote'),
    copyFailed: t('restaurant.pos.secret.copyFailed'),
    done: t('restaurant.pos.secret.done'),
  }

  return (
    <SectionCard title={t('restaurant.pos.title')} description={t('restaurant.pos.description')} id="restaurant-pos">
      <p className={card.hint}>{t('restaurant.pos.onceNote')}</p>
      {created ? (
        <SecretShownOnce
          id="pos-key-secret"
          className={styles.shownOnce}
          secret={created.secret}
          texts={secretTexts}
          onDone={() => {
            setCreated(undefined)
            setBackFromKey(true)
          }}
        />
      ) : (
        <PosKeyCreateForm restaurantId={restaurantId} focusOnMount={backFromKey} onCreated={setCreated} />
      )}
      <PosKeyList restaurantId={restaurantId} />
    </SectionCard>
  )
}
