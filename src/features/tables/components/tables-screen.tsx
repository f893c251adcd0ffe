import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { LiveIndicator } from '@/components/ui/live-indicator'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { useFloorLive } from '@/lib/live/floor-live'
import { useNow } from '@/lib/time/use-now'
import { useTableStatuses, type FloorTable } from '../api'
import { countByStatus, filterTables, getSections, isTableStatus, type TableFilter } from '../filters'
import { TableFilters } from './table-filters'
import { useTableLabel } from './table-name'
import { TablesList } from './tables-list'
import { TablesManager } from './tables-manager'

export interface TablesScreenProps {
  restaurantId: string
  /** Managers and admins may switch to managing the tables (waiters only serve them). */
  canManage?: boolean
  /** New tables take this currency. */
  currency?: string
  /** The open table's side panel (the orders feature's, arranged by the route). */
  renderTablePanel: (panel: { table: FloorTable; tableLabel: string; onClose: () => void }) => ReactNode
  /** What the floor should act on, above the tables (payments not in the POS yet; arranged by the route). */
  notice?: ReactNode
}

/** The live floor of one restaurant; a table opens the panel the route gives. */
export function TablesScreen({ restaurantId, canManage = false, currency = 'EUR', renderTablePanel, notice }: TablesScreenProps) {
  const { t } = useTranslation('floor')
  const live = useFloorLive(restaurantId)
  const tables = useTableStatuses(restaurantId)
  const now = useNow()
  const tableLabel = useTableLabel()
  const [params, setParams] = useSearchParams()
  const [openTableId, setOpenTableId] = useState<string | null>(null)

  const managing = canManage && params.get('manage') === '1'
  const statusParam = params.get('status')
  const filter: TableFilter = { section: params.get('section') ?? '', status: isTableStatus(statusParam) ? statusParam : '' }
  const setFilter = (next: TableFilter) => {
    const search = new URLSearchParams()
    if (next.section) search.set('section', next.section)
    if (next.status) search.set('status', next.status)
    setParams(search, { replace: true })
  }

  const header = (
    <PageHeader
      title={t('tables.title')}
      description={t('tables.description')}
      actions={
        <>
          {canManage ? (
            <button type="button" className="btn btn--secondary" aria-pressed={managing} onClick={() => setParams(managing ? {} : { manage: '1' }, { replace: true })}>
              {managing ? t('manage.backToFloor') : t('manage.open')}
            </button>
          ) : null}
          <LiveIndicator state={live} labels={{ live: t('live.live'), connecting: t('live.connecting'), offline: t('live.offline') }} />
        </>
      }
    />
  )

  if (managing) {
    return (
      <>
        {header}
        <TablesManager restaurantId={restaurantId} currency={currency} />
      </>
    )
  }

  if (tables.isPending) return <>{header}{notice}<PageSpinner label={t('tables.loading')} /></>
  if (tables.isError) {
    return (
      <>
        {header}
        {notice}
        <LoadError title={t('tables.loadError')} onRetry={() => void tables.refetch()} />
      </>
    )
  }

  const all = tables.data
  const inSection = filterTables(all, { section: filter.section, status: '' })
  const shown = filterTables(all, filter)
  const openTable = openTableId ? all.find((table) => table.id === openTableId) : undefined

  return (
    <>
      {header}
      {notice}
      {all.length === 0 ? (
        <EmptyState title={t('tables.noTables')}>{t('tables.noTablesHint')}</EmptyState>
      ) : (
        <>
          <TableFilters
            sections={getSections(all)}
            counts={countByStatus(inSection)}
            total={inSection.length}
            value={filter}
            onChange={setFilter}
          />
          {shown.length === 0 ? (
            <EmptyState title={t('tables.noMatch')} />
          ) : (
            <TablesList tables={shown} now={now} onOpen={(table) => setOpenTableId(table.id)} />
          )}
        </>
      )}
      {openTable ? renderTablePanel({ table: openTable, tableLabel: tableLabel(openTable.name), onClose: () => setOpenTableId(null) }) : null}
    </>
  )
}
