import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { formatMoney } from '@/domain/money'
import { formatDateTime } from '@/lib/time/date-format'
import type { OrderWithStatus } from '../types'
import { PaymentProgressBadge } from '@/components/ui/payment-progress-badge'
import styles from './orders.module.css'

/** One page of orders; the number links to the order's details. */
export function OrdersTable({ orders }: { orders: OrderWithStatus[] }) {
  const { t, i18n } = useTranslation('floor')
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('orders.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.columns.number')}</th>
          <th scope="col">{t('orders.columns.created')}</th>
          <th scope="col">{t('orders.columns.table')}</th>
          <th scope="col">{t('orders.columns.waiter')}</th>
          <th scope="col" className={styles.numeric}>
            {t('orders.columns.guests')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('orders.columns.total')}
          </th>
          <th scope="col">{t('orders.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const table = order.expand?.table
          const waiter = order.expand?.waiter
          const currency = table?.currency ?? 'EUR'
          return (
            <tr key={order.id} className={styles.row}>
              <th scope="row" className={styles.numberCell}>
                <Link to={paths.admin.orderDetail(order.id)} className={styles.orderLink}>
                  #{order.number}
                </Link>
              </th>
              <td className={styles.createdCell}>
                <time dateTime={order.created.replace(' ', 'T')}>{formatDateTime(order.created, i18n.language)}</time>
              </td>
              <td className={styles.tableCell}>{table ? t('orders.table', { name: table.name }) : '—'}</td>
              <td data-label={t('orders.columns.waiter')}>{waiter ? waiter.name || waiter.email : '—'}</td>
              <td className={styles.numeric} data-label={t('orders.columns.guests')}>
                {order.guests}
              </td>
              <td className={`${styles.numeric} ${styles.totalCell}`}>{formatMoney(order.total_amount, currency)}</td>
              <td className={styles.statusCell}>
                <PaymentProgressBadge row={order} />
                {order.closed_at ? null : <span className={styles.openTag}>{t('orders.open')}</span>}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
