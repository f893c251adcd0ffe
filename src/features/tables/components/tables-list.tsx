import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/domain/money'
import { formatElapsed, getElapsedMinutes } from '@/lib/time/time'
import { getTableWaiterName, type FloorTable } from '../api'
import { PaymentProgressBadge } from '@/components/ui/payment-progress-badge'
import { useTableLabel } from './table-name'
import styles from './tables.module.css'

interface TablesListProps {
  tables: FloorTable[]
  now: Date
  onOpen: (table: FloorTable) => void
}

/** The floor at a glance: one row per table (cards on phones); a row opens the table. */
export function TablesList({ tables, now, onOpen }: TablesListProps) {
  const { t, i18n } = useTranslation('floor')
  const tableLabel = useTableLabel()
  return (
    <table className={styles.list}>
      <caption className="visually-hidden">{t('tables.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.columns.table')}</th>
          <th scope="col">{t('tables.columns.section')}</th>
          <th scope="col">{t('tables.columns.status')}</th>
          <th scope="col">{t('tables.columns.waiter')}</th>
          <th scope="col" className={styles.numeric}>
            {t('tables.columns.guests')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('tables.columns.amount')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('tables.columns.elapsed')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tables.map((table) => {
          const open = table.status !== 'free'
          const waiter = getTableWaiterName(table)
          return (
            <tr key={table.id} className={styles.row} data-status={table.status} onClick={() => onOpen(table)}>
              <th scope="row" className={styles.nameCell}>
                <button
                  type="button"
                  className={styles.openButton}
                  onClick={(event) => {
                    event.stopPropagation()
                    onOpen(table)
                  }}
                >
                  {tableLabel(table.name)}
                </button>
              </th>
              <td className={styles.sectionCell} data-label={t('tables.columns.section')}>
                {table.section || '—'}
              </td>
              <td className={styles.statusCell}>
                <PaymentProgressBadge row={table} isTable />
              </td>
              <td className={styles.waiterCell} data-label={t('tables.columns.waiter')}>
                {waiter || '—'}
              </td>
              <td className={`${styles.numeric} ${styles.guestsCell}`} data-label={t('tables.columns.guests')}>
                {open ? table.order_guests : '—'}
              </td>
              <td className={`${styles.numeric} ${styles.amountCell}`} data-label={t('tables.columns.amount')}>
                {open ? (
                  <>
                    <span className={styles.amount}>{formatMoney(table.total_amount, table.currency)}</span>
                    {table.paid_amount > 0 && table.status !== 'paid' ? (
                      <span className={styles.paidAmount}>
                        {t('tables.paidSoFar', { amount: formatMoney(table.paid_amount, table.currency) })}
                      </span>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className={`${styles.numeric} ${styles.elapsedCell}`} data-label={t('tables.columns.elapsed')}>
                {open && table.opened_at ? (
                  <time dateTime={table.opened_at.replace(' ', 'T')}>
                    {formatElapsed(getElapsedMinutes(table.opened_at, now), i18n.language)}
                  </time>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
