import { useTranslation } from 'react-i18next'
import { getLineLedger, type LedgerLine } from '@/domain/bill-ledger'
import { formatShare } from '@/domain/share-fraction'
import { useShareWords } from './share-label'

/**
 * What of a bill line others are paying right now and how far its shared unit has got, e.g.
 * "1 being paid · ⅓ paid · ⅓ being paid" (the fractions read out in words). Nothing when neither.
 */
export function LineLedgerNote({ line, className }: { line: LedgerLine; className?: string }) {
  const { t } = useTranslation('diner')
  const words = useShareWords()
  const ledger = getLineLedger(line)
  const shown: string[] = []
  const spoken: string[] = []
  if (ledger.heldUnits > 0) {
    const text = t('bill.unitsBeingPaid', { count: ledger.heldUnits })
    shown.push(text)
    spoken.push(text)
  }
  if (ledger.unitInProgress && ledger.sharesPaid > 0) {
    shown.push(t('bill.sharesPaid', { fraction: formatShare(ledger.sharesPaid, ledger.shareOf) }))
    spoken.push(t('bill.sharesPaid', { fraction: words(ledger.sharesPaid, ledger.shareOf) }))
  }
  if (ledger.unitInProgress && ledger.sharesHeld > 0) {
    shown.push(t('bill.sharesHeld', { fraction: formatShare(ledger.sharesHeld, ledger.shareOf) }))
    spoken.push(t('bill.sharesHeld', { fraction: words(ledger.sharesHeld, ledger.shareOf) }))
  }
  if (shown.length === 0) return null
  if (spoken.join(', ') === shown.join(', ')) return <span className={className}>{shown.join(' · ')}</span>
  return (
    <span className={className}>
      <span aria-hidden="true">{shown.join(' · ')}</span>
      <span className="visually-hidden">{spoken.join(', ')}</span>
    </span>
  )
}
