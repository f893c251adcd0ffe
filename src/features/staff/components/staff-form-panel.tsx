import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { SidePanel } from '@/components/ui/side-panel'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { RestaurantRecord, UserRole } from '@/lib/api/pocketbase-types'
import { canChangeRoleOrEmail, getAssignableRoles } from '../permissions'
import type { StaffFormValues } from '../types'
import { validateStaffForm, type StaffFormErrors } from '../validation'
import styles from './staff.module.css'

interface StaffFormPanelProps {
  mode: 'add' | 'edit'
  actorRole: UserRole
  initial: StaffFormValues
  restaurants: readonly RestaurantRecord[]
  /** An admin's own record: their role stays, so nobody demotes the last admin by accident. */
  isSelf?: boolean
  pending: boolean
  error: unknown
  onSubmit: (values: StaffFormValues) => void
  onClose: () => void
}

/** Which field a server validation error belongs to, and its message key. */
function readServerFieldErrors(error: unknown): StaffFormErrors & { emailTaken?: boolean } {
  if (!isPocketBaseError(error)) return {}
  const data = (error.response?.data ?? {}) as Record<string, { code?: string } | undefined>
  return { emailTaken: data.email?.code === 'validation_not_unique' || data.email?.code === 'validation_invalid_email' }
}

/** Add a member (who then gets an invitation e-mail) or edit one. */
export function StaffFormPanel({ mode, actorRole, initial, restaurants, isSelf, pending, error, onSubmit, onClose }: StaffFormPanelProps) {
  const { t } = useTranslation(['office', 'admin'])
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<StaffFormErrors>({})
  // the selected restaurant (the default) may arrive after the panel has opened, on a page just
  // loaded: it fills the restaurant unless the person has chosen one already
  const [defaultRestaurant, setDefaultRestaurant] = useState(initial.restaurant)
  if (initial.restaurant !== defaultRestaurant) {
    setDefaultRestaurant(initial.restaurant)
    if (values.restaurant === defaultRestaurant) setValues((current) => ({ ...current, restaurant: initial.restaurant }))
  }
  const adminOnly = mode === 'edit' && !canChangeRoleOrEmail(actorRole)
  const roleLocked = adminOnly || Boolean(isSelf)
  const roles = roleLocked ? [initial.role] : getAssignableRoles(actorRole)
  const server = readServerFieldErrors(error)
  const set = <K extends keyof StaffFormValues>(key: K, value: StaffFormValues[K]) => setValues((current) => ({ ...current, [key]: value }))
  const message = (key: keyof StaffFormValues) => (errors[key] ? t(`staff.errors.${errors[key]}`) : undefined)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateStaffForm(values, actorRole, roleLocked ? initial.role : undefined)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`staff-${first}`)?.focus()
      return
    }
    onSubmit(values)
  }

  return (
    <SidePanel
      title={mode === 'add' ? t('staff.add.title') : t('staff.edit.title')}
      subtitle={mode === 'add' ? t('staff.add.subtitle') : initial.email}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="staff-form" className="btn btn--primary" disabled={pending}>
            {pending ? t('common.saving') : mode === 'add' ? t('staff.add.submit') : t('common.save')}
          </button>
        </>
      }
    >
      <form id="staff-form" className={styles.form} onSubmit={handleSubmit} noValidate>
        {error && !server.emailTaken ? (
          <p className="alert" role="alert">
            {t('common.saveFailed', { message: getErrorMessage(error) })}
          </p>
        ) : null}
        <FormField
          id="staff-name"
          label={t('staff.fields.name')}
          autoComplete="off"
          value={values.name}
          error={message('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <FormField
          id="staff-email"
          label={t('staff.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={values.email}
          disabled={adminOnly}
          error={message('email') ?? (server.emailTaken ? t('staff.errors.emailTaken') : undefined)}
          onChange={(event) => set('email', event.target.value)}
        />
        <FormField
          id="staff-phone"
          label={t('staff.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.phone}
          error={message('phone')}
          onChange={(event) => set('phone', event.target.value)}
        />
        <SelectField
          id="staff-role"
          label={t('staff.fields.role')}
          value={values.role}
          disabled={roleLocked}
          hint={adminOnly ? t('staff.adminOnlyHint') : isSelf ? t('staff.ownRoleHint') : t(`staff.roleHints.${values.role}`)}
          error={message('role')}
          options={roles.map((role) => ({ value: role, label: t(`admin:roles.${role}`) }))}
          onChange={(event) => set('role', event.target.value as UserRole)}
        />
        <SelectField
          id="staff-restaurant"
          label={t('staff.fields.restaurant')}
          value={values.restaurant}
          error={message('restaurant')}
          options={[
            { value: '', label: values.role === 'waiter' ? t('staff.chooseRestaurant') : t('staff.allRestaurants') },
            ...restaurants.map((restaurant) => ({ value: restaurant.id, label: restaurant.name })),
          ]}
          onChange={(event) => set('restaurant', event.target.value)}
        />
        <SelectField
          id="staff-language"
          label={t('staff.fields.language')}
          value={values.language}
          hint={mode === 'add' ? t('staff.languageHint') : undefined}
          options={[
            { value: 'it', label: 'Italiano' },
            { value: 'en', label: 'English' },
          ]}
          onChange={(event) => set('language', event.target.value === 'en' ? 'en' : 'it')}
        />
      </form>
    </SidePanel>
  )
}
