import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { DownloadIcon, PlusIcon } from '@/components/ui/floor-icons'
import { LoadError } from '@/components/ui/load-error'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { groupMenu, type MenuCategory } from '@/lib/format/menu-groups'
import { formatMoneyInput } from '@/domain/money-input'
import type { ItemRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useItemSave, useMenuImport, useMenuItems, useMenuReorder, type ItemValues } from '../api'
import { formatMenuCsv } from '../menu-csv'
import { getSortChanges, moveCategory, moveItem, type ImportPlan } from '../menu-order'
import { ItemFormPanel } from './item-form-panel'
import { MenuCategorySection } from './menu-category'
import { MenuImportPanel } from './menu-import-panel'
import styles from './menu.module.css'

type Dialog = { kind: 'add' } | { kind: 'edit'; item: ItemRecord } | { kind: 'import' } | null

interface MenuScreenProps {
  restaurantId: string
  restaurantName: string
  /** Prices are minor units of this currency. */
  currency: string
}

/** Offers the file to the browser as a download. */
function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

/** /admin/menu: the restaurant's catalogue by category, its order, availability, CSV in and out. */
export function MenuScreen({ restaurantId, restaurantName, currency }: MenuScreenProps) {
  const { t } = useTranslation(['office', 'common'])
  const items = useMenuItems(restaurantId)
  const save = useItemSave(restaurantId)
  const reorder = useMenuReorder(restaurantId)
  const importMenu = useMenuImport(restaurantId)
  const [dialog, setDialog] = useState<Dialog>(null)
  const menu = useMemo(() => groupMenu(items.data ?? []), [items.data])
  const categories = useMemo(() => menu.map((category) => category.name).filter(Boolean), [menu])

  const close = () => {
    setDialog(null)
    save.reset()
    importMenu.reset()
  }

  const applyOrder = (next: MenuCategory<ItemRecord>[]) => reorder.mutate(getSortChanges(next))

  function submitItem(values: ItemValues) {
    const editing = dialog?.kind === 'edit' ? dialog.item : undefined
    const sortOrder = (items.data ?? []).reduce((max, item) => Math.max(max, item.sort_order + 1), 0)
    save.mutate(
      { copy: editing, values, sortOrder },
      { onSuccess: () => (toast.success(t('catalogue.toasts.saved', { name: values.name })), close()), errorToast: false },
    )
  }

  function submitImport(plan: ImportPlan) {
    importMenu.mutate(plan, {
      onSuccess: () => {
        toast.success(t('catalogue.toasts.imported', { count: plan.creates.length + plan.updates.length }))
        close()
      },
    })
  }

  function exportCsv() {
    const ordered = menu.flatMap((category) => category.items)
    downloadText(`${restaurantName.trim().replace(/[^\p{L}\p{N}]+/gu, '-') || 'menu'}-menu.csv`, formatMenuCsv(ordered, currency))
  }

  const header = (
    <PageHeader
      title={t('catalogue.title')}
      description={t('catalogue.description')}
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={() => setDialog({ kind: 'import' })}>
            {t('catalogue.import.button')}
          </button>
          <button type="button" className="btn btn--secondary" disabled={!items.data?.length} onClick={exportCsv}>
            <DownloadIcon size={18} />
            {t('catalogue.export')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'add' })}>
            <PlusIcon size={18} />
            {t('catalogue.add')}
          </button>
        </>
      }
    />
  )

  let body
  if (items.isPending) body = <PageSpinner label={t('common:loading')} />
  else if (items.isError) body = <LoadError title={t('office:common.loadFailed')} onRetry={() => void items.refetch()} />
  else if (menu.length === 0) body = <EmptyState title={t('catalogue.empty')}>{t('catalogue.emptyHint')}</EmptyState>
  else {
    body = menu.map((category, index) => (
      <MenuCategorySection
        key={category.name || '—'}
        category={category}
        index={index}
        count={menu.length}
        currency={currency}
        busy={reorder.isPending}
        onMoveCategory={(delta) => applyOrder(moveCategory(menu, index, delta))}
        onMoveItem={(itemIndex, delta) => applyOrder(moveItem(menu, index, itemIndex, delta))}
        onToggleAvailable={(item) => save.mutate({ copy: item, values: { available: !item.available } })}
        onEdit={(item) => setDialog({ kind: 'edit', item })}
      />
    ))
  }

  return (
    <div className={styles.screen}>
      {header}
      {body}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ItemFormPanel
          mode={dialog.kind}
          initial={
            dialog.kind === 'edit'
              ? { ...dialog.item, price: formatMoneyInput(dialog.item.price, currency) }
              : { name: '', category: '', description: '', price: '', available: true, vat: '' }
          }
          currency={currency}
          categories={categories}
          pending={save.isPending}
          error={save.error}
          onSubmit={submitItem}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <MenuImportPanel items={items.data ?? []} currency={currency} pending={importMenu.isPending} error={importMenu.error} onImport={submitImport} onClose={close} />
      ) : null}
    </div>
  )
}
