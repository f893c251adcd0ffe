import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Money } from '@/components/ui/money'
import table from '@/components/ui/data-table.module.css'
import { paths } from '@/config/paths'
import { formatDateTime } from '@/lib/time/date-format'
import type { ReviewRecord } from '../types'
import { RatingStars } from './rating-stars'

/** Reviews with their date, type, stars, and the payment, order and transaction they belong to. */
export function ReviewTable({ reviews }: { reviews: readonly ReviewRecord[] }) {
  const { t, i18n } = useTranslation('office')
  const columns = t('reviews.columns', { returnObjects: true })
  return (
    <div className={table.wrap}>
      <table className={`${table.table} ${table.compact}`} aria-label={t('reviews.listLabel')}>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.rating}</th>
            <th scope="col" className={table.num}>
              {columns.payment}
            </th>
            <th scope="col">{columns.order}</th>
            <th scope="col">{columns.transaction}</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => {
            const tx = review.expand?.transaction
            const order = tx?.expand?.order
            return (
              <tr key={review.id} data-testid="review-row" data-rating={review.rating}>
                <td data-label={columns.date} className={`${table.nowrap} ${table.r2c1}`}>
                  {formatDateTime(review.created, i18n.language)}
                </td>
                <td data-label={columns.type} className={table.r1c1}>{t(`reviews.types.${review.type}`)}</td>
                <td data-label={columns.rating} className={table.r1c2}>
                  <RatingStars value={review.rating} />
                </td>
                <td data-label={columns.payment} className={`${table.num} ${table.r2c2}`}>
                  {tx ? (
                    <Money amount={tx.total_amount} currency={tx.currency} />
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={columns.order} className={table.r3c1}>
                  {order ? (
                    <Link className={table.link} to={paths.admin.orderDetail(order.id)}>
                      {order.number ? t('transactions.orderNumber', { number: order.number }) : order.id}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={columns.transaction} className={table.r3c2}>
                  {tx ? (
                    <Link className={table.link} to={paths.admin.transactionDetail(tx.id)}>
                      {tx.id}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
