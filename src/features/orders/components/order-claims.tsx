import { useId, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useClaimRelease } from '../mutations'
import type { LiveClaimRecord } from '../types'
import { ClaimDescription } from './claim-description'
import styles from './order-claims.module.css'

interface OrderClaimsProps {
  restaurantId: string
  /** Live claims only, oldest first. */
  claims: LiveClaimRecord[]
  /** The order's lines, to name what a by-items claim covers. */
  lines: OrderItemStatusRecord[]
  now: Date
  /** Managers and admins release claims; waiters only see them. */
  canRelease: boolean
  /** Where focus goes when a release empties the list (the section disappears with its buttons). */
  focusAfterLastRef: RefObject<HTMLElement | null>
}

/** "Payments in progress": what diners' open payment pages hold of the bill, and since when. */
export function OrderClaims({ restaurantId, claims, lines, now, canRelease, focusAfterLastRef }: OrderClaimsProps) {
  const { t } = useTranslation('floor')
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  // the claim a release took off, read once the confirm sheet has closed
  const releasedRef = useRef<string | null>(null)
  const [confirming, setConfirming] = useState<LiveClaimRecord | null>(null)
  const release = useClaimRelease(restaurantId)

  const names = new Map(lines.map((line) => [line.id, line.expand?.item?.name ?? t('order.lines.unknownItem')]))

  // Runs for Cancel, Escape and the backdrop, and again on the dialog's close event: only then is
  // the rest of the panel focusable again (a modal dialog makes it inert).
  const closeConfirm = () => {
    setConfirming(null)
    const released = releasedRef.current
    if (!released) {
      triggerRef.current?.focus()
      return
    }
    releasedRef.current = null
    // the released claim's row and its button are gone: the section heading, or past the section
    // when it was the last (decided without it, as the list may not have been read again yet)
    const others = claims.filter((claim) => claim.id !== released).length
    const target = others > 0 ? headingRef.current : focusAfterLastRef.current
    target?.focus()
  }

  const confirmRelease = (claim: LiveClaimRecord) => {
    const amount = formatMoney(claim.base_amount, claim.currency)
    release.mutate(claim.id, {
      onSuccess: () => {
        releasedRef.current = claim.id
        toast.success(t('order.claims.released', { amount }))
      },
      // the floor has been refetched by now (the mutation waits for it), so the list is current
      onSettled: () => setConfirming(null),
    })
  }

  return (
    <>
      {claims.length > 0 ? (
        <section className={styles.claims} aria-labelledby={headingId}>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {t('order.claims.title')}
            <span className={styles.count}>{claims.length}</span>
          </h3>
          <ul className={styles.list}>
            {claims.map((claim) => (
              <li key={claim.id} className={styles.claim}>
                <ClaimDescription claim={claim} names={names} now={now} />
                {canRelease ? (
                  <button
                    type="button"
                    className={`btn btn--secondary ${styles.release}`}
                    aria-label={t('order.claims.releaseLabel', { amount: formatMoney(claim.base_amount, claim.currency) })}
                    disabled={release.isPending}
                    onClick={(event) => {
                      triggerRef.current = event.currentTarget
                      setConfirming(claim)
                    }}
                  >
                    {t('order.claims.release')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* outside the section, so it still closes (and hands focus on) when the last claim goes */}
      <ConfirmSheet
        open={confirming !== null}
        onClose={closeConfirm}
        title={t('order.claims.confirm.title', {
          amount: confirming ? formatMoney(confirming.base_amount, confirming.currency) : '',
        })}
        description={t('order.claims.confirm.description')}
        cancelLabel={t('order.claims.confirm.cancel')}
        confirmLabel={t('order.claims.confirm.submit')}
        pendingLabel={t('order.claims.confirm.releasing')}
        isPending={release.isPending}
        danger
        onConfirm={() => {
          if (confirming) confirmRelease(confirming)
        }}
      />
    </>
  )
}
