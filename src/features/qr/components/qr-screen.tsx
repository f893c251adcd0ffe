import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { PrinterIcon } from '@/components/ui/floor-icons'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { useQrPrintedStamp, useQrTables } from '../api'
import { getDinerUrl } from '../diner-url'
import { PrintSheet, type PrintableCode } from './print-sheet'
import { QrCard } from './qr-card'
import { QrGrid } from './qr-grid'

export interface QrScreenProps {
  restaurantId: string
  restaurantName: string
  /** How a table's name reads on its card (the tables feature's label, given by the route). */
  tableLabel: (name: string) => string
}

/** A code per table of one restaurant, downloadable, and a printable A4 sheet of them all. */
export function QrScreen({ restaurantId, restaurantName, tableLabel }: QrScreenProps) {
  const { t } = useTranslation('floor')
  const tables = useQrTables(restaurantId)
  const printedStamp = useQrPrintedStamp(restaurantId)
  // null = the whole restaurant; an id = that table alone (until the print dialog closes)
  const [printOnly, setPrintOnly] = useState<string | null>(null)
  const [printRequest, setPrintRequest] = useState(0)

  useEffect(() => {
    if (printRequest === 0) return
    // print once the sheet shows what was asked for
    const frame = requestAnimationFrame(() => window.print())
    return () => cancelAnimationFrame(frame)
  }, [printRequest])

  useEffect(() => {
    const reset = () => setPrintOnly(null)
    window.addEventListener('afterprint', reset)
    return () => window.removeEventListener('afterprint', reset)
  }, [])

  const print = (tableId: string | null) => {
    setPrintOnly(tableId)
    setPrintRequest((count) => count + 1)
  }

  const codes: PrintableCode[] = (tables.data ?? []).map((table) => ({
    id: table.id,
    url: getDinerUrl(window.location.origin, restaurantId, table.id),
    tableLabel: tableLabel(table.name),
  }))

  return (
    <>
      <PageHeader
        title={t('qr.title')}
        description={t('qr.description')}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => { print(null); printedStamp.mutate() }} disabled={codes.length === 0}>
            <PrinterIcon size={18} />
            {t('qr.printAll')}
          </button>
        }
      />
      {tables.isPending ? (
        <PageSpinner label={t('qr.loading')} />
      ) : tables.isError ? (
        <LoadError title={t('qr.loadError')} onRetry={() => void tables.refetch()} />
      ) : codes.length === 0 ? (
        <EmptyState title={t('tables.noTables')}>{t('tables.noTablesHint')}</EmptyState>
      ) : (
        <QrGrid label={t('qr.listLabel')}>
          {tables.data.map((table, index) => (
            <QrCard
              key={table.id}
              url={codes[index]?.url ?? ''}
              tableLabel={tableLabel(table.name)}
              section={table.section}
              restaurantName={restaurantName}
              onPrint={() => print(table.id)}
            />
          ))}
        </QrGrid>
      )}
      <PrintSheet restaurantName={restaurantName} codes={printOnly ? codes.filter((code) => code.id === printOnly) : codes} />
    </>
  )
}
