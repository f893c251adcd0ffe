import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DotSeparated } from '@/components/ui/dot-separated'
import { FiscalBadge } from '@/components/ui/fiscal-badge'
import { Money } from '@/components/ui/money'
import table from '@/components/ui/data-table.module.css'
import { paths } from '@/config/paths'
import { formatDateTime } from '@/lib/time/date-format'
import type { TransactionRecord } from '../types'
import { PaymentChannel } from './payment-channel'
import styles from './transactions.module.css'
import { TransactionStatusBadge } from './transaction-status-badge'

interface TransactionTableProps {
  transactions: readonly TransactionRecord[]
  /** Query string of the list, kept on the detail link so "back" returns to the same page. */
  search: string
  /** The restaurant prints documenti commerciali: each payment's number is shown. */
  showFiscal: boolean
}

/**
 * The transactions of one page: date (links to the detail), order, status, amounts, waiter. Each
 * row is one line: short cells never wrap, and a table wider than its card scrolls inside it.
 */
export function TransactionTable({ transactions, search, showFiscal }: TransactionTableProps) {
  const { t, i18n } = useTranslation(['office', 'common'])
  const columns = t('transactions.columns', { returnObjects: true })
  const caption = t('transactions.title')
  return (
    // a region that scrolls sideways must be reachable by keyboard too (axe scrollable-region-focusable)
    <div className={table.wrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={`${table.table} ${table.compact} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.order}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className={table.num}>
              {columns.total}
            </th>
            <th scope="col" className={table.num}>
              {columns.tip}
            </th>
            <th scope="col">{columns.method}</th>
            {showFiscal ? <th scope="col">{t('common:fiscal.column')}</th> : null}
            <th scope="col">{columns.waiter}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => {
            const order = tx.expand?.order
            const tableName = order?.expand?.table?.name
            const waiter = tx.expand?.waiter
            const recorder = tx.expand?.recorded_by
            return (
              <tr key={tx.id}>
                <td data-label={columns.date} className={`${table.r1c1} ${table.nowrap}`}>
                  <Link
                    className={table.link}
                    to={{ pathname: paths.admin.transactionDetail(tx.id), search }}
                    aria-label={t('transactions.view', { date: formatDateTime(tx.created, i18n.language) })}
                  >
                    {formatDateTime(tx.created, i18n.language)}
                  </Link>
                </td>
                <td data-label={columns.order} className={`${table.r2c1} ${table.nowrapWide}`}>
                  {/* a phone card may break the line, between order and table only */}
                  <DotSeparated>
                    <span className={table.nowrap}>{order?.number ? t('transactions.orderNumber', { number: order.number }) : '—'}</span>
                    {tableName ? <span className={`${table.muted} ${table.nowrap}`}>{t('transactions.tableName', { name: tableName })}</span> : null}
                  </DotSeparated>
                </td>
                <td data-label={columns.status} className={`${table.r2c2} ${table.nowrap}`}>
                  <TransactionStatusBadge status={tx.status} />
                </td>
                <td data-label={columns.total} className={`${table.num} ${table.strong} ${table.r1c2}`}>
                  <Money amount={tx.total_amount} currency={tx.currency} />
                </td>
                <td data-label={columns.tip} className={`${table.num} ${table.hideOnPhone}`}>
                  <Money amount={tx.tip_amount} currency={tx.currency} />
                </td>
                <td data-label={columns.method} className={`${table.hideOnPhone} ${table.nowrap}`}>
                  <PaymentChannel transaction={tx} />
                </td>
                {showFiscal ? (
                  <td data-label={t('common:fiscal.column')} className={`${table.hideOnPhone} ${table.nowrap}`}>
                    <FiscalBadge transactionId={tx.id} orderJobs={order?.expand?.fiscal_jobs_via_order} />
                  </td>
                ) : null}
                <td data-label={columns.waiter} className={table.hideOnPhone}>
                  {/* the one cell that may take two lines: waiter, then who recorded it, each whole */}
                  <DotSeparated>
                    <span className={table.nowrap}>{waiter ? waiter.name || waiter.email : '—'}</span>
                    {recorder && recorder.id !== waiter?.id ? (
                      <span className={`${table.muted} ${table.nowrap}`}>
                        {t('transactionDetail.fields.recordedBy')}: {recorder.name || recorder.email}
                      </span>
                    ) : null}
                  </DotSeparated>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
