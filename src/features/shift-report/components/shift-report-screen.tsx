import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { FormField } from '@/components/ui/form-field'
import { LoadError } from '@/components/ui/load-error'
import { PageHeader } from '@/components/ui/page-header'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'
import { getCsvFormat } from '@/lib/format/csv'
import { downloadTextFile } from '@/lib/browser/download'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { useShiftReport } from '../api'
import { SHIFT_PRESETS, buildShiftCsv, getTakenAmount, getShiftFileName, getShiftRange, isShiftEmpty, toLocalInput, type ShiftPreset } from '../report'
import { ShiftFiscal } from './shift-fiscal'
import { ShiftTable } from './shift-table'
import styles from './shift-report.module.css'

interface ShiftReportScreenProps {
  restaurant: RestaurantRecord
  /** Waiters see their own row only (the server answers with it alone). */
  ownOnly: boolean
  /** The printer's days compared in the shift (the Cassa's notice, composed by the route). */
  fiscalDays?: (since: string, until: string) => ReactNode
}

/** /admin/shift-report: money taken in a shift by channel, per restaurant and per waiter, with a CSV. */
export function ShiftReportScreen({ restaurant, ownOnly, fiscalDays }: ShiftReportScreenProps) {
  const { t, i18n } = useTranslation(['office', 'common'])
  const [range, setRange] = useState(() => {
    const today = getShiftRange('today')
    return { from: toLocalInput(today.from), to: toLocalInput(today.to) }
  })
  const from = new Date(range.from)
  const to = new Date(range.to)
  const valid = !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime()) && from < to
  const report = useShiftReport(restaurant.id, valid ? from.toISOString() : '', valid ? to.toISOString() : '', valid)
  const applyPreset = (preset: ShiftPreset) => {
    const next = getShiftRange(preset)
    setRange({ from: toLocalInput(next.from), to: toLocalInput(next.to) })
  }
  const download = () => {
    if (!report.data) return
    const labels = { ...t('shiftReport.columns', { returnObjects: true }), ...t('shiftReport.csv', { returnObjects: true }) }
    downloadTextFile(getShiftFileName(restaurant.name, from), buildShiftCsv(report.data, labels, getCsvFormat(i18n.language)))
  }
  const empty = report.data ? isShiftEmpty(report.data) : false

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('shiftReport.title')}
        description={ownOnly ? t('shiftReport.ownDescription') : t('shiftReport.description')}
        actions={
          <button type="button" className="btn btn--secondary" onClick={download} disabled={!report.data || empty}>
            {t('shiftReport.export')}
          </button>
        }
      />
      <fieldset className={styles.range}>
        <legend className="visually-hidden">{t('shiftReport.range')}</legend>
        <div className={styles.presets}>
          {SHIFT_PRESETS.map((preset) => (
            <button key={preset} type="button" className="btn btn--ghost" onClick={() => applyPreset(preset)}>
              {t(`shiftReport.presets.${preset}`)}
            </button>
          ))}
        </div>
        <FormField
          id="shift-from"
          type="datetime-local"
          label={t('shiftReport.from')}
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <FormField
          id="shift-to"
          type="datetime-local"
          label={t('shiftReport.to')}
          value={range.to}
          error={valid ? undefined : t('shiftReport.rangeInvalid')}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </fieldset>
      {!valid ? null : report.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : report.isError ? (
        <LoadError title={t('shiftReport.loadFailed')} onRetry={() => void report.refetch()}>
          {getErrorMessage(report.error)}
        </LoadError>
      ) : empty ? (
        <EmptyState title={t('shiftReport.empty')} />
      ) : (
        <>
          {ownOnly ? null : (
            <SectionCard title={t('shiftReport.totals')} id="shift-restaurant">
              <ShiftTable caption={t('shiftReport.totals')} rows={[report.data.restaurant]} currency={report.data.currency} fallbackName={restaurant.name} />
            </SectionCard>
          )}
          {report.data.fiscal && !ownOnly ? (
            <>
              <ShiftFiscal fiscal={report.data.fiscal} taken={getTakenAmount(report.data.restaurant)} currency={report.data.currency} />
              {fiscalDays?.(from.toISOString(), to.toISOString())}
            </>
          ) : null}
          <SectionCard title={t('shiftReport.waiters')} id="shift-waiters">
            <ShiftTable caption={t('shiftReport.waiters')} rows={report.data.waiters} currency={report.data.currency} fallbackName={t('shiftReport.unassigned')} />
          </SectionCard>
        </>
      )}
    </div>
  )
}
