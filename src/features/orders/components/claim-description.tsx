import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { formatMoney } from '@/domain/money'
import { formatElapsed, getElapsedMinutes } from '@/lib/time/time'
import { formatClaimPart, getClaimCoverage } from '../claims'
import type { LiveClaimRecord } from '../types'
import styles from './order-claims.module.css'

interface ClaimDescriptionProps {
  claim: LiveClaimRecord
  /** Menu names by order line id. */
  names: ReadonlyMap<string, string>
  now: Date
}

/** One live claim: how much it holds, what of the bill, and since when. No diner is named: none is known. */
export function ClaimDescription({ claim, names, now }: ClaimDescriptionProps) {
  const { t, i18n } = useTranslation('floor')
  const coverage = getClaimCoverage(claim, claim.expand?.transaction_items_via_transaction ?? [])
  const minutes = getElapsedMinutes(claim.created, now)

  let covers: ReactNode
  if (coverage.kind === 'full') covers = t('order.claims.full')
  else if (coverage.kind === 'equal') covers = t('order.claims.equal', { payingFor: coverage.payingFor, totalGuests: coverage.totalGuests })
  else if (coverage.parts.length === 0) covers = t('order.claims.items')
  else {
    // one line a part on screen; the hidden commas keep them apart for a screen reader
    covers = coverage.parts.map((part, index) => (
      <span key={`${part.orderItemId}-${part.kind}`} className={styles.part}>
        {formatClaimPart(part, names.get(part.orderItemId) ?? t('order.lines.unknownItem'))}
        {index < coverage.parts.length - 1 ? <span className="visually-hidden">, </span> : null}
      </span>
    ))
  }

  return (
    <div className={styles.text}>
      <span className={styles.amountRow}>
        <Money amount={claim.base_amount} currency={claim.currency} className={styles.amount} />
        {claim.tip_amount > 0 ? (
          <span className={styles.tip}>{t('order.claims.tip', { amount: formatMoney(claim.tip_amount, claim.currency) })}</span>
        ) : null}
      </span>
      <span className={styles.covers}>{covers}</span>
      {/* past the bill's hold budget, or just after "Sblocca" (decision 039) */}
      {claim.claim_holds_nothing ? <span className={styles.covers}>{t('order.claims.holdsNothing')}</span> : null}
      <time className={styles.since} dateTime={claim.created.replace(' ', 'T')}>
        {minutes < 1 ? t('order.claims.sinceNow') : t('order.claims.since', { time: formatElapsed(minutes, i18n.language) })}
      </time>
    </div>
  )
}
