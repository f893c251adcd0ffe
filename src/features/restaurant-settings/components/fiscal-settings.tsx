import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ui/confirm-sheet'
import { SectionCard } from '@/components/ui/section-card'
import { SelectField } from '@/components/ui/select-field'
import { FormField } from '@/components/ui/form-field'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { DEFAULT_VAT, isVatCode, readDepartments, VAT_CODES, type DepartmentProblem, type VatCode } from '@/domain/vat'
import { useRestaurantSave } from '../api'
import { HintedRadios } from './hinted-radios'
import styles from './restaurant-settings.module.css'

const FISCAL_MODES = ['payment', 'table'] as const
type FiscalMode = (typeof FISCAL_MODES)[number]
/** Who prints the documento: Conto's Cassa, or the restaurant's own POS (decision 044). */
const CERTIFIERS = ['conto', 'pos'] as const
type Certifier = (typeof CERTIFIERS)[number]

interface FiscalSettingsProps {
  restaurant: RestaurantRecord
  onSaved: (restaurant: RestaurantRecord) => void
}

/** What the typed departments start from: the saved map, one text per rate. */
function typedDepartments(saved: unknown): Partial<Record<VatCode, string>> {
  const map = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {}
  return Object.fromEntries(VAT_CODES.map((code) => [code, typeof map[code] === 'number' ? String(map[code]) : '']))
}

/**
 * The receipts' VAT: the rate of a dish with none of its own, and the department (reparto) the
 * restaurant's fiscal printer has programmed for each rate, and whether each payment gets its own
 * documento or the table gets one when staff close the bill (issue 22).
 */
export function FiscalSettings({ restaurant, onSaved }: FiscalSettingsProps) {
  const { t } = useTranslation('office')
  const [defaultVat, setDefaultVat] = useState<VatCode>(isVatCode(restaurant.default_vat) ? restaurant.default_vat : DEFAULT_VAT)
  const [typed, setTyped] = useState(() => typedDepartments(restaurant.fiscal_departments))
  const [mode, setMode] = useState<FiscalMode>(restaurant.fiscal_mode === 'table' ? 'table' : 'payment')
  const [certifier, setCertifier] = useState<Certifier>(restaurant.fiscal_by === 'pos' ? 'pos' : 'conto')
  const [problems, setProblems] = useState<Partial<Record<VatCode, DepartmentProblem>>>({})
  const save = useRestaurantSave(restaurant, onSaved)
  const [confirmStop, setConfirmStop] = useState(false)
  const certifies = restaurant.fiscal_by !== 'pos' && Object.keys(readDepartments(typedDepartments(restaurant.fiscal_departments)).departments).length > 0

  function send(stopCertifying: boolean) {
    const read = readDepartments(typed)
    save.mutate(
      { default_vat: defaultVat, fiscal_departments: read.departments, fiscal_mode: mode, fiscal_by: certifier, stopCertifying },
      {
        onSuccess: () => toast.success(t('restaurant.fiscal.saved')),
        onSettled: () => setConfirmStop(false),
      },
    )
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const read = readDepartments(typed)
    setProblems(read.problems)
    const first = VAT_CODES.find((code) => read.problems[code])
    if (first) {
      document.getElementById(`department-${first}`)?.focus()
      return
    }
    // emptying every department, or handing the receipts to the POS, stops Conto's: always on purpose
    if (certifies && (Object.keys(read.departments).length === 0 || certifier === 'pos')) {
      setConfirmStop(true)
      return
    }
    send(false)
  }

  return (
    <SectionCard title={t('restaurant.fiscal.title')} description={t('restaurant.fiscal.description')} id="restaurant-fiscal">
      <form className={styles.fiscal} onSubmit={handleSubmit} noValidate>
        <SelectField
          id="restaurant-default-vat"
          label={t('restaurant.fiscal.defaultVat')}
          hint={t('restaurant.fiscal.defaultVatHint')}
          value={defaultVat}
          options={VAT_CODES.map((code) => ({ value: code, label: t(`vat.${code}`) }))}
          onChange={(event) => setDefaultVat(event.target.value as VatCode)}
        />
        <fieldset className={styles.departments}>
          <legend>{t('restaurant.fiscal.departments')}</legend>
          <p className={styles.hint}>{t('restaurant.fiscal.departmentsHint')}</p>
          {VAT_CODES.map((code) => (
            <FormField
              key={code}
              id={`department-${code}`}
              label={t(`vat.${code}`)}
              inputMode="numeric"
              autoComplete="off"
              value={typed[code] ?? ''}
              error={problems[code] ? t(`restaurant.fiscal.problems.${problems[code]}`) : undefined}
              onChange={(event) => setTyped((current) => ({ ...current, [code]: event.target.value }))}
            />
          ))}
        </fieldset>
        <HintedRadios
          name="fiscal-mode"
          legend={t('restaurant.fiscal.mode')}
          values={FISCAL_MODES}
          value={mode}
          onChange={setMode}
          label={(value) => t(`restaurant.fiscal.modes.${value}`)}
          hint={(value) => t(`restaurant.fiscal.modeHints.${value}`)}
        />
        <HintedRadios
          name="fiscal-by"
          legend={t('restaurant.fiscal.certifier')}
          values={CERTIFIERS}
          value={certifier}
          onChange={setCertifier}
          label={(value) => t(`restaurant.fiscal.certifiers.${value}`)}
          hint={(value) => t(`restaurant.fiscal.certifierHints.${value}`)}
        />
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('restaurant.fiscal.save')}
        </button>
      </form>
      <ConfirmSheet
        open={confirmStop}
        onClose={() => setConfirmStop(false)}
        title={t('restaurant.fiscal.stop.title')}
        description={t(certifier === 'pos' ? 'restaurant.fiscal.stop.toPos' : 'restaurant.fiscal.stop.description')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('restaurant.fiscal.stop.confirm')}
        pendingLabel={t('common.saving')}
        isPending={save.isPending}
        danger
        onConfirm={() => send(true)}
      />
    </SectionCard>
  )
}
