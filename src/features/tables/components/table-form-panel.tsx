import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { PanelFooter } from '@/components/ui/panel-footer'
import { SidePanel } from '@/components/ui/side-panel'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import type { TableValues } from '../api'
import { validateTableForm, type TableFormErrors, type TableFormValues } from '../table-form'
import styles from './tables.module.css'

interface TableFormPanelProps {
  mode: 'add' | 'edit'
  initial: TableFormValues
  /** The restaurant's other tables, so a taken name is caught before saving. */
  otherNames: readonly string[]
  sections: readonly string[]
  staff: readonly UserRecord[]
  pending: boolean
  error: unknown
  onSubmit: (values: TableValues) => void
  onClose: () => void
}

/** Add one table or change one: name, section, seats and the waiter it is assigned to. */
export function TableFormPanel({ mode, initial, otherNames, sections, staff, pending, error, onSubmit, onClose }: TableFormPanelProps) {
  const { t } = useTranslation('floor')
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<TableFormErrors>({})
  const listId = useId()
  const set = <K extends keyof TableFormValues>(key: K, value: TableFormValues[K]) => setValues((current) => ({ ...current, [key]: value }))
  const message = (key: keyof TableFormErrors) => {
    const error = errors[key]
    return error ? t(`manage.errors.${error}`) : undefined
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { errors: found, seats } = validateTableForm(values, otherNames)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`table-${first}`)?.focus()
      return
    }
    onSubmit({ name: values.name.trim(), section: values.section.trim(), seats, waiter: values.waiter })
  }

  return (
    <SidePanel
      title={mode === 'add' ? t('manage.form.addTitle') : t('manage.form.editTitle')}
      subtitle={mode === 'edit' ? initial.name : undefined}
      closeLabel={t('manage.close')}
      onClose={onClose}
      footer={<PanelFooter cancelLabel={t('manage.cancel')} onCancel={onClose} submitLabel={pending ? t('manage.saving') : mode === 'add' ? t('manage.form.addSubmit') : t('manage.save')} form="table-form" disabled={pending} />}
    >
      <form id="table-form" className={styles.form} onSubmit={handleSubmit} noValidate>
        {error ? (
          <p className="alert" role="alert">
            {t('manage.saveFailed', { message: getErrorMessage(error) })}
          </p>
        ) : null}
        <FormField id="table-name" label={t('manage.fields.name')} autoComplete="off" value={values.name} error={message('name')} onChange={(event) => set('name', event.target.value)} />
        <FormField
          id="table-section"
          label={t('manage.fields.section')}
          autoComplete="off"
          list={listId}
          value={values.section}
          error={message('section')}
          onChange={(event) => set('section', event.target.value)}
        />
        <datalist id={listId}>
          {sections.map((section) => (
            <option key={section} value={section} />
          ))}
        </datalist>
        <FormField
          id="table-seats"
          label={t('manage.fields.seats')}
          type="number"
          inputMode="numeric"
          min={0}
          max={500}
          value={values.seats}
          error={message('seats')}
          onChange={(event) => set('seats', event.target.value)}
        />
        <SelectField
          id="table-waiter"
          label={t('manage.fields.waiter')}
          value={values.waiter}
          options={[{ value: '', label: t('manage.noWaiter') }, ...staff.map((member) => ({ value: member.id, label: member.name.trim() || member.email }))]}
          onChange={(event) => set('waiter', event.target.value)}
        />
      </form>
    </SidePanel>
  )
}
