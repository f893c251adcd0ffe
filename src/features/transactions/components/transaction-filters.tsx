import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/ui/select-field'
import { REPORT_PERIODS, isReportPeriod, type ReportPeriod } from '@/lib/time/periods'
import { TRANSACTION_STATUS_FILTERS, isTransactionStatusFilter, type TransactionStatusFilter } from '../filters'
import styles from './transactions.module.css'

interface TransactionFiltersProps {
  period: ReportPeriod
  status: TransactionStatusFilter
  onPeriodChange: (period: ReportPeriod) => void
  onStatusChange: (status: TransactionStatusFilter) => void
}

/** Period (last week … last quarter) and status of the transactions list. */
export function TransactionFiltersBar({ period, status, onPeriodChange, onStatusChange }: TransactionFiltersProps) {
  const { t } = useTranslation('office')
  return (
    <div className={styles.filters}>
      <SelectField
        id="transactions-period"
        label={t('periods.label')}
        value={period}
        options={REPORT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        onChange={(event) => {
          if (isReportPeriod(event.target.value)) onPeriodChange(event.target.value)
        }}
      />
      <SelectField
        id="transactions-status"
        label={t('transactions.status')}
        value={status}
        options={TRANSACTION_STATUS_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('transactions.allStatuses') : value === 'payments' ? t('transactions.paymentsOnly') : t(`transactionStatus.${value}`),
        }))}
        onChange={(event) => {
          if (isTransactionStatusFilter(event.target.value)) onStatusChange(event.target.value)
        }}
      />
    </div>
  )
}
