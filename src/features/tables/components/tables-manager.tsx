import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PlusIcon } from '@/components/ui/floor-icons'
import { LoadError } from '@/components/ui/load-error'
import { PageSpinner } from '@/components/ui/spinner'
import { ToggleSwitch } from '@/components/ui/toggle-switch'
import { toast } from '@/lib/browser/toast'
import { useAssignableStaff, useManagedTables, useTableSave, useTablesBulkAdd, type ManagedTable, type TableValues } from '../api'
import { getSections } from '../filters'
import { BulkAddPanel } from './bulk-add-panel'
import { TableFormPanel } from './table-form-panel'
import { useTableLabel } from './table-name'
import styles from './tables.module.css'

type Dialog = { kind: 'add' } | { kind: 'bulk' } | { kind: 'edit'; table: ManagedTable } | null

interface TablesManagerProps {
  restaurantId: string
  /** New tables take this currency (the company's). */
  currency: string
}

/** Managers' view of the tables: add one or many, rename, section, seats, waiter, in or out of service. */
export function TablesManager({ restaurantId, currency }: TablesManagerProps) {
  const { t } = useTranslation('floor')
  const tableLabel = useTableLabel()
  const tables = useManagedTables(restaurantId)
  const staff = useAssignableStaff(restaurantId)
  const save = useTableSave(restaurantId, currency)
  const bulkAdd = useTablesBulkAdd(restaurantId, currency)
  const [dialog, setDialog] = useState<Dialog>(null)
  const all = useMemo(() => tables.data ?? [], [tables.data])
  const sections = useMemo(() => getSections(all), [all])

  const close = () => {
    setDialog(null)
    save.reset()
    bulkAdd.reset()
  }

  function submitTable(values: TableValues) {
    const copy = dialog?.kind === 'edit' ? dialog.table : undefined
    save.mutate({ copy, values }, { onSuccess: () => (toast.success(t('manage.toasts.saved', { name: tableLabel(values.name) })), close()), errorToast: false })
  }

  function setActive(table: ManagedTable, active: boolean) {
    const name = tableLabel(table.name)
    save.mutate({ copy: table, values: { active } }, { onSuccess: () => toast.success(t(active ? 'manage.toasts.reactivated' : 'manage.toasts.deactivated', { name })) })
  }

  let body
  if (tables.isPending) body = <PageSpinner label={t('tables.loading')} />
  else if (tables.isError) body = <LoadError title={t('tables.loadError')} onRetry={() => void tables.refetch()} />
  else if (all.length === 0) body = <EmptyState title={t('tables.noTables')}>{t('manage.emptyHint')}</EmptyState>
  else
    body = (
      <table className={styles.list}>
        <caption className="visually-hidden">{t('manage.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tables.columns.table')}</th>
            <th scope="col">{t('manage.fields.section')}</th>
            <th scope="col" className={styles.numeric}>{t('manage.fields.seats')}</th>
            <th scope="col">{t('tables.columns.waiter')}</th>
            <th scope="col">{t('manage.columns.service')}</th>
            <th scope="col"><span className="visually-hidden">{t('manage.columns.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {all.map((table) => {
            const name = tableLabel(table.name)
            const waiter = table.expand?.waiter
            return (
              <tr key={table.id} className={table.active ? styles.manageRow : `${styles.manageRow} ${styles.inactive}`}>
                <th scope="row" className={styles.nameCell}>{name}</th>
                <td data-label={t('manage.fields.section')}>{table.section || '—'}</td>
                <td className={styles.numeric} data-label={t('manage.fields.seats')}>{table.seats || '—'}</td>
                <td data-label={t('tables.columns.waiter')}>{waiter ? waiter.name.trim() || waiter.email : '—'}</td>
                <td className={styles.serviceCell}>
                  <ToggleSwitch
                    label={table.active ? t('manage.inService') : t('manage.outOfService')}
                    labelSuffix={name}
                    checked={table.active}
                    disabled={save.isPending}
                    onChange={(active) => setActive(table, active)}
                  />
                </td>
                <td className={styles.manageActions}>
                  <button type="button" className="btn btn--secondary btn--small" aria-label={t('manage.editTable', { name })} onClick={() => setDialog({ kind: 'edit', table })}>
                    {t('manage.edit')}
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    )

  return (
    <>
      <div className={styles.manageToolbar}>
        <button type="button" className="btn btn--secondary" onClick={() => setDialog({ kind: 'bulk' })}>
          <PlusIcon size={18} />
          {t('manage.bulk.button')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'add' })}>
          <PlusIcon size={18} />
          {t('manage.add')}
        </button>
      </div>
      {body}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <TableFormPanel
          mode={dialog.kind}
          initial={
            dialog.kind === 'edit'
              ? { name: dialog.table.name, section: dialog.table.section, seats: dialog.table.seats ? String(dialog.table.seats) : '', waiter: dialog.table.waiter }
              : { name: '', section: sections[0] ?? '', seats: '4', waiter: '' }
          }
          otherNames={all.filter((table) => dialog.kind === 'add' || table.id !== dialog.table.id).map((table) => table.name)}
          sections={sections}
          staff={staff.data ?? []}
          pending={save.isPending}
          error={save.error}
          onSubmit={submitTable}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'bulk' ? (
        <BulkAddPanel
          existingNames={all.map((table) => table.name)}
          defaultSection={sections[0] ?? ''}
          pending={bulkAdd.isPending}
          error={bulkAdd.error}
          onSubmit={(values) =>
            bulkAdd.mutate(values, { onSuccess: () => (toast.success(t('manage.toasts.bulkAdded', { count: values.names.length })), close()) })
          }
          onClose={close}
        />
      ) : null}
    </>
  )
}
