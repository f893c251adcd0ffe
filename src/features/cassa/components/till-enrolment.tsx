import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SectionCard } from '@/components/ui/section-card'
import { describeStaffFunctionError } from '@/lib/errors/describe-function-error'
import { enrolTill } from '../api'
import { saveTillDevice } from '../till-device'
import styles from './cassa.module.css'

interface TillEnrolmentProps {
  restaurantId: string
  canManage: boolean
  onEnrolled: (device: string) => void
}

/**
 * A device becomes the restaurant's till only when a manager enrols it (issue 34): it gets a secret
 * once, kept on this device; the print queue answers no other. Waiters are told whom to ask.
 */
export function TillEnrolment({ restaurantId, canManage, onEnrolled }: TillEnrolmentProps) {
  const { t } = useTranslation('floor')
  const [name, setName] = useState(() => t('cassa.enrol.defaultName'))
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  async function enrol(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setError(undefined)
    try {
      const { device } = await enrolTill(restaurantId, name.trim())
      saveTillDevice(restaurantId, device)
      onEnrolled(device)
    } catch (failure) {
      setError(describeStaffFunctionError(failure))
    } finally {
      setPending(false)
    }
  }

  return (
    <SectionCard title={t('cassa.enrol.title')} description={t('cassa.enrol.description')} id="cassa-enrol">
      {canManage ? (
        <form className={styles.printer} onSubmit={(event) => void enrol(event)} noValidate>
          <FormField id="cassa-till-name" label={t('cassa.enrol.name')} autoComplete="off" maxLength={40} value={name} error={error} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {pending ? t('cassa.enrol.running') : t('cassa.enrol.button')}
          </button>
        </form>
      ) : (
        <p className={styles.muted}>{t('cassa.enrol.askManager')}</p>
      )}
    </SectionCard>
  )
}
