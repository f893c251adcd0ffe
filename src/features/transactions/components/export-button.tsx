import { useTranslation } from 'react-i18next'
import { DownloadIcon } from '@/components/ui/floor-icons'
import { useTransactionsExport } from '../api'
import type { TransactionFilters } from '../filters'

interface ExportButtonProps {
  filters: TransactionFilters
  restaurantName: string
}

/** Downloads every transaction the filters match (not only this page) as a CSV file. */
export function ExportButton({ filters, restaurantName }: ExportButtonProps) {
  const { t } = useTranslation('office')
  const exportCsv = useTransactionsExport(filters, restaurantName)
  return (
    <button type="button" className="btn btn--secondary" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      <DownloadIcon size={18} />
      {exportCsv.isPending ? t('transactions.exporting') : t('transactions.export')}
    </button>
  )
}
