import { useTranslation } from 'react-i18next'
import { MinusIcon, PlusIcon } from '@/components/ui/floor-icons'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { formatVat, type VatCode } from '@/domain/vat'
import { getCoveredUnits, planLineRemoval } from '../order-lines'
import styles from './order-panel.module.css'

interface OrderLinesProps {
  /** with the VAT each line was sold at, when known (issue 22) */
  lines: (OrderItemStatusRecord & { vat?: VatCode })[]
  currency: string
  /** Lines can change only while the order is open. */
  editable: boolean
  busy: boolean
  onAdd: (line: OrderItemStatusRecord) => void
  onRemove: (line: OrderItemStatusRecord) => void
  /** Managers take unpaid units off with a reason (void / comp); absent for waiters. */
  onCorrect?: (line: OrderItemStatusRecord) => void
}

/**
 * The bill as staff edit it: each line with − and +. − stops at what payments and live claims
 * cover (the server refuses to go lower), and a fully covered line says why; + stops while the
 * item is sold out.
 */
export function OrderLines({ lines, currency, editable, busy, onAdd, onRemove, onCorrect }: OrderLinesProps) {
  const { t } = useTranslation('floor')
  if (lines.length === 0) return <p className={styles.emptyLines}>{t('order.lines.empty')}</p>
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const name = line.expand?.item?.name ?? t('order.lines.unknownItem')
        const removable = editable && planLineRemoval(line).kind !== 'blocked'
        const locked = editable && !removable && getCoveredUnits(line) > 0
        // sold out on the menu: no more of it, from the picker or from here
        const soldOut = line.expand?.item?.available === false
        const soldOutId = `order-line-${line.id}-sold-out`
        return (
          <li key={line.id} className={styles.line}>
            <div className={styles.lineText}>
              <span className={styles.lineName}>{name}</span>
              <span className={styles.lineMeta}>
                {formatMoney(line.price, currency)}
                {line.vat ? ` · ${t('order.lines.vat', { rate: formatVat(line.vat) })}` : null}
                {line.paid_quantity > 0 ? (
                  <span className={styles.linePaid}>{t('order.lines.paid', { count: line.paid_quantity })}</span>
                ) : null}
              </span>
              {locked ? <span className={styles.lineLocked}>{t('order.lines.locked')}</span> : null}
              {editable && soldOut ? (
                <span id={soldOutId} className={styles.lineLocked}>
                  {t('order.lines.soldOut')}
                </span>
              ) : null}
              {editable && onCorrect ? (
                <button
                  type="button"
                  className={styles.lineCorrect}
                  onClick={() => onCorrect(line)}
                  aria-label={t('order.lines.correctLabel', { name })}
                >
                  {t('order.lines.correct')}
                </button>
              ) : null}
            </div>
            {editable ? (
              <div className={styles.qty} role="group" aria-label={t('order.lines.quantityOf', { name })}>
                <button
                  type="button"
                  className={styles.qtyButton}
                  onClick={() => onRemove(line)}
                  disabled={busy || !removable}
                  aria-label={t('order.lines.removeOne', { name })}
                >
                  <MinusIcon size={18} />
                </button>
                <span className={styles.qtyValue}>{line.total_quantity}</span>
                <button
                  type="button"
                  className={styles.qtyButton}
                  onClick={() => onAdd(line)}
                  disabled={busy || soldOut}
                  aria-label={t('order.lines.addOne', { name })}
                  aria-describedby={soldOut ? soldOutId : undefined}
                >
                  <PlusIcon size={18} />
                </button>
              </div>
            ) : (
              <span className={styles.qtyValue}>×{line.total_quantity}</span>
            )}
            <span className={styles.lineTotal}>{formatMoney(line.price * line.total_quantity, currency)}</span>
          </li>
        )
      })}
    </ul>
  )
}
