import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SectionCard } from '@/components/ui/section-card'
import { SelectField } from '@/components/ui/select-field'
import { formatMoneyInput, parseMoneyInput } from '@/domain/money-input'
import { PAYOUT_SCHEDULES, PAYOUT_WEEKDAYS, parsePayoutSettings, type PayoutSchedule, type PayoutWeekday } from '@/domain/payout-schedule'
import { toast } from '@/lib/browser/toast'
import { usePayoutSettingsSave } from '../api'
import type { CompanySettings } from '../types'
import styles from './company.module.css'

function initialWeekday(value: string): PayoutWeekday {
  return (PAYOUT_WEEKDAYS as readonly string[]).includes(value) ? (value as PayoutWeekday) : 'monday'
}

/** How often Stripe pays the company out, on which day, and the balance it keeps back. */
export function PayoutSettingsForm({ company }: { company: CompanySettings }) {
  const { t } = useTranslation('office')
  const currency = company.default_currency || 'EUR'
  const [schedule, setSchedule] = useState<PayoutSchedule>(company.payout_schedule || 'daily')
  const [weekday, setWeekday] = useState<PayoutWeekday>(initialWeekday(company.payout_weekday))
  const [day, setDay] = useState(String(company.payout_day_of_month || 1))
  const [minimum, setMinimum] = useState(formatMoneyInput(company.payout_minimum_amount || 0, currency))
  const [errors, setErrors] = useState<{ dayOfMonth?: string; minimumAmount?: string }>({})
  const save = usePayoutSettingsSave(company.id)
  const connected = Boolean(company.stripe_account_id)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const minimumAmount = minimum.trim() === '' ? 0 : parseMoneyInput(minimum, currency)
    const parsed = parsePayoutSettings({ schedule, weekday, dayOfMonth: Number(day), minimumAmount: minimumAmount ?? -1 })
    if (!parsed.ok) {
      setErrors({ [parsed.field]: t(`company.payouts.errors.${parsed.field}`) })
      document.getElementById(`payout-${parsed.field}`)?.focus()
      return
    }
    setErrors({})
    save.mutate(parsed.value, {
      onSuccess: () => toast.success(t('company.payouts.saved')),
    })
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <SectionCard
        title={t('company.payouts.title')}
        description={connected ? t('company.payouts.description') : t('company.payouts.needsConnect')}
        id="company-payouts"
        footer={
          <button type="submit" className="btn btn--primary" disabled={!connected || save.isPending}>
            {save.isPending ? t('common.saving') : t('company.payouts.save')}
          </button>
        }
      >
        <fieldset className={styles.schedules} disabled={!connected}>
          <legend className="field__label">{t('company.payouts.schedule')}</legend>
          {PAYOUT_SCHEDULES.map((value) => (
            <label key={value} className={styles.schedule}>
              <input type="radio" name="payout-schedule" checked={schedule === value} onChange={() => setSchedule(value)} />
              <span>{t(`company.payouts.schedules.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.twoColumns}>
          {schedule === 'weekly' ? (
            <SelectField
              id="payout-weekday"
              label={t('company.payouts.weekday')}
              value={weekday}
              disabled={!connected}
              options={PAYOUT_WEEKDAYS.map((value) => ({ value, label: t(`company.payouts.weekdays.${value}`) }))}
              onChange={(event) => setWeekday(initialWeekday(event.target.value))}
            />
          ) : null}
          {schedule === 'monthly' ? (
            <FormField
              id="payout-dayOfMonth"
              label={t('company.payouts.dayOfMonth')}
              type="number"
              min={1}
              max={31}
              inputMode="numeric"
              value={day}
              disabled={!connected}
              error={errors.dayOfMonth}
              onChange={(event) => setDay(event.target.value)}
            />
          ) : null}
          <FormField
            id="payout-minimumAmount"
            label={t('company.payouts.minimum', { currency })}
            inputMode="decimal"
            value={minimum}
            disabled={!connected}
            error={errors.minimumAmount}
            onChange={(event) => setMinimum(event.target.value)}
          />
        </div>
        <p className={styles.muted}>
          {schedule === 'monthly' ? `${t('company.payouts.monthlyHint')} ` : ''}
          {t('company.payouts.minimumHint')}
        </p>
      </SectionCard>
    </form>
  )
}
