import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { PanelFooter } from '@/components/ui/panel-footer'
import { SidePanel } from '@/components/ui/side-panel'
import { getBatchFailure } from '@/lib/errors/batch-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import { getBulkTableNames, MAX_BULK_TABLES } from '../bulk-names'
import { checkBulkForm, type BulkFormResult, type BulkFormValues } from '../table-form'
import { useTableLabel } from './table-name'
import styles from './tables.module.css'

interface BulkAddPanelProps {
  existingNames: readonly string[]
  defaultSection: string
  pending: boolean
  error: unknown
  onSubmit: (tables: { names: string[]; section: string; seats: number }) => void
  onClose: () => void
}

/** "Tavolo 1–20 in Sala": many tables at once, all saved or none. */
export function BulkAddPanel({ existingNames, defaultSection, pending, error, onSubmit, onClose }: BulkAddPanelProps) {
  const { t } = useTranslation('floor')
  const tableLabel = useTableLabel()
  const [values, setValues] = useState<BulkFormValues>({ prefix: '', from: '1', to: '10', section: defaultSection, seats: '4' })
  const [refused, setRefused] = useState<Extract<BulkFormResult, { ok: false }> | null>(null)
  const set = (key: keyof BulkFormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setRefused(null)
  }
  const preview = checkBulkForm(values, existingNames)
  const failure = getBatchFailure(error)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!preview.ok) {
      setRefused(preview)
      return
    }
    onSubmit(preview)
  }

  const generated = getBulkTableNames(values.prefix, Number(values.from || NaN), Number(values.to || NaN))
  const names = generated.ok ? generated.names : []
  return (
    <SidePanel
      title={t('manage.bulk.title')}
      subtitle={t('manage.bulk.subtitle')}
      closeLabel={t('manage.close')}
      onClose={onClose}
      footer={<PanelFooter cancelLabel={t('manage.cancel')} onCancel={onClose} submitLabel={pending ? t('manage.saving') : t('manage.bulk.submit', { count: names.length })} form="bulk-form" disabled={pending} />}
    >
      <form id="bulk-form" className={styles.form} onSubmit={handleSubmit} noValidate>
        {error ? (
          <p className="alert" role="alert">
            {t('manage.bulk.failed', { message: failure ? `${failure.message} (${names[failure.index] ?? failure.index + 1})` : getErrorMessage(error) })}
          </p>
        ) : null}
        <FormField id="bulk-prefix" label={t('manage.bulk.prefix')} placeholder={t('manage.bulk.prefixPlaceholder')} autoComplete="off" value={values.prefix} onChange={(event) => set('prefix', event.target.value)} />
        <div className={styles.formRow}>
          <FormField id="bulk-from" label={t('manage.bulk.from')} type="number" inputMode="numeric" min={0} value={values.from} onChange={(event) => set('from', event.target.value)} />
          <FormField id="bulk-to" label={t('manage.bulk.to')} type="number" inputMode="numeric" min={0} value={values.to} onChange={(event) => set('to', event.target.value)} />
        </div>
        <div className={styles.formRow}>
          <FormField id="bulk-section" label={t('manage.fields.section')} autoComplete="off" value={values.section} onChange={(event) => set('section', event.target.value)} />
          <FormField id="bulk-seats" label={t('manage.fields.seats')} type="number" inputMode="numeric" min={0} max={500} value={values.seats} onChange={(event) => set('seats', event.target.value)} />
        </div>
        {refused ? (
          <div className="alert" role="alert">
            <p className={styles.alertTitle}>{t(`manage.bulk.problems.${refused.problem}`, { max: MAX_BULK_TABLES })}</p>
            {refused.taken ? (
              <ul className={styles.takenList}>
                {refused.taken.map((name) => (
                  <li key={name}>{t('manage.bulk.nameTaken', { name: tableLabel(name) })}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <p className="notice" aria-live="polite">
          {names.length > 0
            ? t('manage.bulk.preview', { count: names.length, first: tableLabel(names[0]!), last: tableLabel(names[names.length - 1]!) })
            : t('manage.bulk.previewNone')}
        </p>
      </form>
    </SidePanel>
  )
}
