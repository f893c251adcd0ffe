import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DownloadIcon } from '@/components/ui/floor-icons'
import { getErrorMessage } from '@/lib/pocketbase-errors'
import { toast } from '@/lib/toast'
import { fetchTransactionsForExport } from '../api'
import { buildTransactionsCsv, getCsvFormat } from '../csv'
import { downloadTextFile, getExportFileName } from '../download'
import type { TransactionFilters } from '../filters'
import { TRANSACTION_STATUSES } from '../types'

interface ExportButtonProps {
  filters: TransactionFilters
  restaurantName: string
}

/** Downloads every transaction the filters match (not only this page) as a CSV file. */
export function ExportButton({ filters, restaurantName }: ExportButtonProps) {
  const { t, i18n } = useTranslation('office')
  const exportCsv = useMutation({
    mutationFn: () => fetchTransactionsForExport(filters),
    onSuccess: (transactions) => {
      if (transactions.length === 0) {
        toast(t('transactions.exportEmpty'))
        return
      }
      const statuses = Object.fromEntries(
        [...TRANSACTION_STATUSES, 'unknown' as const].map((status) => [status, t(`transactionStatus.${status}`)]),
      )
      const csv = buildTransactionsCsv(
        transactions,
        { ...t('transactions.csv', { returnObjects: true }), statuses },
        getCsvFormat(i18n.language),
      )
      downloadTextFile(getExportFileName(restaurantName, filters.period), csv)
    },
    onError: (error) => toast.error(t('transactions.exportFailed', { message: getErrorMessage(error) })),
  })
  return (
    <button type="button" className="btn btn--secondary" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      <DownloadIcon size={18} />
      {exportCsv.isPending ? t('transactions.exporting') : t('transactions.export')}
    </button>
  )
}
