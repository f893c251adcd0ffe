import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { formatVat, type VatCode } from '@/domain/vat'
import styles from './order-detail.module.css'

/** Item, quantity, paid quantity, price, VAT and total of each line (order_items_status); managers correct lines. */
export function OrderItemsTable({
  lines,
  currency,
  onCorrect,
}: {
  lines: (OrderItemStatusRecord & { vat?: VatCode })[]
  currency: string
  onCorrect?: (line: OrderItemStatusRecord) => void
}) {
  const { t } = useTranslation('floor')
  if (lines.length === 0) return <p className={styles.muted}>{t('order.lines.empty')}</p>
  return (
    // wider than a phone: it scrolls sideways, so a keyboard must reach and scroll it (a group, not
    // a region: the card around it is already the region of that name)
    <div className={styles.scroll} tabIndex={0} role="group" aria-label={t('orderDetail.items')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('orderDetail.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderDetail.columns.item')}</th>
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.columns.quantity')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.columns.paidQuantity')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.columns.price')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.columns.vat')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('orderDetail.columns.total')}
            </th>
            {onCorrect ? (
              <th scope="col">
                <span className="visually-hidden">{t('orderDetail.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-paid={line.paid_quantity >= line.total_quantity}>
              <th scope="row">{line.expand?.item?.name ?? t('order.lines.unknownItem')}</th>
              <td className={styles.numeric}>{line.total_quantity}</td>
              <td className={styles.numeric}>{line.paid_quantity}</td>
              <td className={styles.numeric}>{formatMoney(line.price, currency)}</td>
              <td className={styles.numeric}>{line.vat ? formatVat(line.vat) : '—'}</td>
              <td className={styles.numeric}>{formatMoney(line.price * line.total_quantity, currency)}</td>
              {onCorrect ? (
                <td>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-label={t('order.lines.correctLabel', { name: line.expand?.item?.name ?? t('order.lines.unknownItem') })}
                    onClick={() => onCorrect(line)}
                  >
                    {t('order.lines.correct')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
