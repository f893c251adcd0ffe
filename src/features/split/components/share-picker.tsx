import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { ShareFraction, SharedItemName } from '@/components/ui/share-label'
import type { ShareOptions } from '@/domain/bill-ledger'
import type { UnitShare } from '@/domain/bill-selection'
import styles from './share-picker.module.css'

/** Ways offered one tap away; the rest (up to 12) sit in a menu. */
const QUICK_WAYS = [2, 3, 4]

interface SharePickerProps {
  name: string
  options: ShareOptions
  share: UnitShare | undefined
  /** What the chosen share covers (minor units). */
  amount: number
  currency: string
  onChange: (share: UnitShare | undefined) => void
}

/** "Split" one unit of a line: how many ways (unless a split is under way) and how many parts are yours. */
export function SharePicker({ name, options, share, amount, currency, onChange }: SharePickerProps) {
  const { t } = useTranslation('diner')
  const id = useId()
  const fixedWays = options.ways.length === 1 ? options.ways[0] : undefined
  // the control the diner pressed goes away: focus follows to what replaced it
  const moveFocus = useRef(false)
  const picker = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const isOpen = share !== undefined
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    if (isOpen) picker.current?.querySelector<HTMLElement>('input:checked, select, button')?.focus()
    else toggle.current?.focus()
  }, [isOpen])

  if (!share) {
    return (
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        onClick={() => {
          moveFocus.current = true
          onChange({ of: fixedWays ?? 2, parts: 1 })
        }}
      >
        {/* the name read aloud starts with the visible word: "Dividi Margherita con altri" (the ½ is drawn by CSS) */}
        {t('split.share')}{' '}
        <span className="visually-hidden">{t('split.shareWith', { name })}</span>
      </button>
    )
  }

  const maxParts = options.maxParts(share.of)
  const moreWays = options.ways.filter((ways) => !QUICK_WAYS.includes(ways))
  const setWays = (of: number) => onChange({ of, parts: Math.min(share.parts, options.maxParts(of)) })

  return (
    <div ref={picker} className={styles.picker}>
      {fixedWays ? (
        <p className={styles.fixed}>{t('split.sharedWays', { count: fixedWays })}</p>
      ) : (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('split.ways')}</legend>
          <div className={styles.chips}>
            {QUICK_WAYS.filter((ways) => options.ways.includes(ways)).map((ways) => (
              <label key={ways} className={styles.chip}>
                <input
                  type="radio"
                  name={`${id}-ways`}
                  value={ways}
                  checked={share.of === ways}
                  onChange={() => setWays(ways)}
                  aria-label={t('split.waysOption', { count: ways })}
                />
                <span aria-hidden="true">{ways}</span>
              </label>
            ))}
            {moreWays.length > 0 ? (
              <select
                className={`${styles.more} ${moreWays.includes(share.of) ? styles.moreChosen : ''}`}
                aria-label={t('split.moreWays')}
                value={moreWays.includes(share.of) ? share.of : ''}
                onChange={(event) => setWays(Number(event.target.value))}
              >
                <option value="" disabled>
                  {t('split.moreWaysPlaceholder')}
                </option>
                {moreWays.map((ways) => (
                  <option key={ways} value={ways}>
                    {t('split.waysOption', { count: ways })}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        </fieldset>
      )}
      {maxParts > 1 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('split.yourPart')}</legend>
          <div className={styles.chips}>
            {Array.from({ length: maxParts }, (_, index) => index + 1).map((parts) => (
              <label key={parts} className={styles.chip}>
                <input type="radio" name={`${id}-parts`} value={parts} checked={share.parts === parts} onChange={() => onChange({ of: share.of, parts })} />
                <ShareFraction parts={parts} of={share.of} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.summary}>
        <SharedItemName parts={share.parts} of={share.of} name={name} className={styles.summaryName} />
        <Money className={styles.amount} amount={amount} currency={currency} />
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={() => {
          moveFocus.current = true
          onChange(undefined)
        }}
      >
        {t('split.removeShare')}
      </button>
    </div>
  )
}
