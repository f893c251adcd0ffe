import { useTranslation } from 'react-i18next'
import table from '@/components/ui/data-table.module.css'
import { DotSeparated } from '@/components/ui/dot-separated'
import { Money } from '@/components/ui/money'
import styles from './shift-report.module.css'
import { formatMoney } from '@/domain/money'
import { SHIFT_AMOUNTS, SHIFT_TALLIES, getTakenAmount, type ShiftRow } from '../report'

interface ShiftTableProps {
  caption: string
  rows: readonly ShiftRow[]
  currency: string
  /** Name shown for a row without one (payments no waiter is set on). */
  fallbackName: string
}

/**
 * One row per restaurant or waiter: what came in by channel, tips, refunds, voids, tables closed
 * with a balance. Each row is one line; a table wider than its card scrolls inside it.
 */
export function ShiftTable({ caption, rows, currency, fallbackName }: ShiftTableProps) {
  const { t } = useTranslation('office')
  const columns = t('shiftReport.columns', { returnObjects: true })
  return (
    // a region that scrolls sideways must be reachable by keyboard too (axe scrollable-region-focusable)
    <div className={table.wrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={`${table.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            {/* what came in, first: on a tablet the channels after it scroll, the total never does */}
            <th scope="col" className={table.num}>
              {columns.total}
            </th>
            {SHIFT_AMOUNTS.map((key) => (
              <th key={key} scope="col" className={table.num}>
                {columns[key]}
              </th>
            ))}
            {SHIFT_TALLIES.map((key) => (
              <th key={key} scope="col" className={styles.tally}>
                {columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id || row.name}>
              <td data-label={columns.name} className={`${styles.name} ${table.strong}`}>
                {row.name || fallbackName}
              </td>
              <td data-label={columns.total} className={`${table.num} ${table.strong}`}>
                <Money amount={getTakenAmount(row)} currency={currency} />
              </td>
              {SHIFT_AMOUNTS.map((key) => (
                <td key={key} data-label={columns[key]} className={table.num}>
                  <Money amount={row[key]} currency={currency} />
                </td>
              ))}
              {SHIFT_TALLIES.map((key) => (
                <td key={key} data-label={columns[key]} className={`${styles.tally} ${table.nowrapWide}`}>
                  {/* one span: a phone card lays the cell out as label + content, two flex items */}
                  <span>
                    <DotSeparated>
                      <span className={table.nowrap}>
                        {row[key].count > 0 ? t('shiftReport.tally', { count: row[key].count, amount: formatMoney(row[key].amount, currency) }) : '—'}
                      </span>
                      {key === 'closedWithBalance'
                        ? Object.entries(row.closedByReason).map(([reason, tally]) => (
                            <span key={reason} className={table.muted}>
                              {t(`shiftReport.reasons.${reason as 'walkout'}`)}&nbsp;{tally.count}
                            </span>
                          ))
                        : null}
                    </DotSeparated>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
