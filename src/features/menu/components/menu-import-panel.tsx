import { useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelFooter } from '@/components/ui/panel-footer'
import { SidePanel } from '@/components/ui/side-panel'
import { getBatchFailure } from '@/lib/errors/batch-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { ItemRecord } from '@/lib/api/pocketbase-types'
import { decodeMenuFile, MENU_CSV_COLUMNS, parseMenuCsv, type MenuCsvProblem } from '../menu-csv'
import { planMenuImport, type ImportPlan } from '../menu-order'
import styles from './menu.module.css'

interface MenuImportPanelProps {
  items: readonly ItemRecord[]
  currency: string
  pending: boolean
  error: unknown
  onImport: (plan: ImportPlan) => void
  onClose: () => void
}

type Checked = { kind: 'none' } | { kind: 'refused'; fileName: string; problems: MenuCsvProblem[] } | { kind: 'ready'; fileName: string; plan: ImportPlan }

/** Choose a CSV file, see every bad row with its line, import only a clean file. */
export function MenuImportPanel({ items, currency, pending, error, onImport, onClose }: MenuImportPanelProps) {
  const { t } = useTranslation('office')
  const [checked, setChecked] = useState<Checked>({ kind: 'none' })

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return setChecked({ kind: 'none' })
    const decoded = decodeMenuFile(new Uint8Array(await file.arrayBuffer()))
    const result = decoded.ok ? parseMenuCsv(decoded.text, currency) : decoded
    setChecked(result.ok ? { kind: 'ready', fileName: file.name, plan: planMenuImport(result.rows, items) } : { kind: 'refused', fileName: file.name, problems: result.problems })
  }

  const rows = checked.kind === 'ready' ? checked.plan.creates.length + checked.plan.updates.length : 0
  const failure = getBatchFailure(error)

  return (
    <SidePanel
      title={t('catalogue.import.title')}
      subtitle={t('catalogue.import.subtitle', { columns: MENU_CSV_COLUMNS.join(',') })}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        <PanelFooter
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={pending ? t('catalogue.import.importing') : rows > 0 ? t('catalogue.import.submit', { count: rows }) : t('catalogue.import.button')}
          disabled={pending || checked.kind !== 'ready'}
          onSubmit={() => checked.kind === 'ready' && onImport(checked.plan)}
        />
      }
    >
      <div className={styles.form}>
        <p className={styles.muted}>{t('catalogue.import.help')}</p>
        <div className="field">
          <label htmlFor="menu-csv" className={styles.fileLabel}>
            {t('catalogue.import.file')}
          </label>
          <input id="menu-csv" type="file" accept=".csv,text/csv" className={styles.fileInput} onChange={(event) => void handleFile(event)} />
        </div>
        {error ? (
          <p className="alert" role="alert">
            {t('catalogue.import.failed', { message: failure ? `${failure.message} (${failure.index + 1})` : getErrorMessage(error) })}
          </p>
        ) : null}
        {checked.kind === 'refused' ? (
          <div className="alert" role="alert">
            <p className={styles.problemsTitle}>{t('catalogue.import.refused', { count: checked.problems.length, file: checked.fileName })}</p>
            <ul className={styles.problems}>
              {checked.problems.map((problem) => (
                <li key={`${problem.line}-${problem.reason}`}>
                  <strong>{t('catalogue.import.line', { line: problem.line })}</strong> {t(`catalogue.import.reasons.${problem.reason}`, { value: problem.value ?? '' })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {checked.kind === 'ready' ? (
          <p className="notice" role="status">
            {t('catalogue.import.ready', { count: rows, creates: checked.plan.creates.length, updates: checked.plan.updates.length, file: checked.fileName })}
          </p>
        ) : null}
      </div>
    </SidePanel>
  )
}
