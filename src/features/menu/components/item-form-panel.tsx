import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { PanelFooter } from '@/components/ui/panel-footer'
import { SidePanel } from '@/components/ui/side-panel'
import { TextareaField } from '@/components/ui/textarea-field'
import { SelectField } from '@/components/ui/select-field'
import { ToggleSwitch } from '@/components/ui/toggle-switch'
import { VAT_CODES } from '@/domain/vat'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { ItemValues } from '../api'
import { validateItemForm, type ItemFormErrors, type ItemFormValues } from '../item-form'
import { MENU_LIMITS } from '../menu-csv'
import styles from './menu.module.css'

interface ItemFormPanelProps {
  mode: 'add' | 'edit'
  initial: ItemFormValues
  currency: string
  /** Existing categories, offered as the category is typed. */
  categories: readonly string[]
  pending: boolean
  error: unknown
  onSubmit: (values: ItemValues) => void
  onClose: () => void
}

/** Add a menu item or change one: name, category, description, price and whether it is available. */
export function ItemFormPanel({ mode, initial, currency, categories, pending, error, onSubmit, onClose }: ItemFormPanelProps) {
  const { t } = useTranslation('office')
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<ItemFormErrors>({})
  const listId = useId()
  const set = <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) => setValues((current) => ({ ...current, [key]: value }))
  const message = (key: keyof ItemFormErrors) => {
    const error = errors[key]
    return error ? t(`catalogue.errors.${error}`, { max: key === 'price' ? 0 : MENU_LIMITS[key] }) : undefined
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { errors: found, price } = validateItemForm(values, currency)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first || price === null) {
      document.getElementById(`item-${first}`)?.focus()
      return
    }
    onSubmit({
      name: values.name.trim(),
      category: values.category.trim(),
      description: values.description.trim(),
      price,
      available: values.available,
      vat: values.vat,
    })
  }

  return (
    <SidePanel
      title={mode === 'add' ? t('catalogue.form.addTitle') : t('catalogue.form.editTitle')}
      subtitle={mode === 'edit' ? initial.name : undefined}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={<PanelFooter cancelLabel={t('common.cancel')} onCancel={onClose} submitLabel={pending ? t('common.saving') : mode === 'add' ? t('catalogue.form.addSubmit') : t('common.save')} form="item-form" disabled={pending} />}
    >
      <form id="item-form" className={styles.form} onSubmit={handleSubmit} noValidate>
        {error ? (
          <p className="alert" role="alert">
            {t('common.saveFailed', { message: getErrorMessage(error) })}
          </p>
        ) : null}
        <FormField
          id="item-name"
          label={t('catalogue.fields.name')}
          autoComplete="off"
          value={values.name}
          error={message('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <FormField
          id="item-category"
          label={t('catalogue.fields.category')}
          autoComplete="off"
          list={listId}
          value={values.category}
          error={message('category')}
          onChange={(event) => set('category', event.target.value)}
        />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <TextareaField
          id="item-description"
          label={t('catalogue.fields.description')}
          value={values.description}
          error={message('description')}
          onChange={(event) => set('description', event.target.value)}
        />
        <FormField
          id="item-price"
          label={t('catalogue.fields.price', { currency })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('catalogue.form.pricePlaceholder')}
          value={values.price}
          error={message('price')}
          onChange={(event) => set('price', event.target.value)}
        />
        <SelectField
          id="item-vat"
          label={t('catalogue.fields.vat')}
          hint={t('catalogue.form.vatHint')}
          value={values.vat}
          options={[
            { value: '', label: t('catalogue.form.vatDefault') },
            ...VAT_CODES.map((code) => ({ value: code, label: t(`vat.${code}`, { ns: 'office' }) })),
          ]}
          onChange={(event) => set('vat', event.target.value as ItemFormValues['vat'])}
        />
        <ToggleSwitch
          label={t('catalogue.fields.available')}
          description={t('catalogue.form.availableHint')}
          checked={values.available}
          onChange={(checked) => set('available', checked)}
        />
      </form>
    </SidePanel>
  )
}
