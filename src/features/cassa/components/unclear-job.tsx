import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { formatMoney } from '@/domain/money'
import type { FiscalJobRow } from '@/domain/fiscal-status'
import { getErrorMessage } from '@/lib/errors/error-message'
import { toast } from '@/lib/browser/toast'
import { resolveUnclearJob } from '../api'
import { createPrinterLink, readPrinterSerial } from '../print-job'
import styles from './cassa.module.css'

interface UnclearJobProps {
  job: FiscalJobRow
  /** only a manager unblocks the queue */
  canManage: boolean
  printerUrl: string
  /** the printer's serial as known from a documento it printed, if any */
  knownSerial: string | undefined
  onResolved: () => void
}

/**
 * A job nobody could settle from the printer (print-job.ts): says in words what happened and what
 * to look for on the paper, and lets a manager say "printed" (with the number read off the paper)
 * or "not printed" (it prints now). Until then the queue holds: printing "to be safe" could issue
 * the documento twice.
 */
export function UnclearJob({ job, canManage, printerUrl, knownSerial, onResolved }: UnclearJobProps) {
  const { t } = useTranslation('floor')
  const seen = job.unclear?.seen ?? null
  const [answer, setAnswer] = useState<'printed' | null>(null)
  const [number, setNumber] = useState(seen?.fiscal ? String(seen.documentNumber) : '')
  const [z, setZ] = useState(seen?.fiscal ? String(seen.zNumber) : '')
  const [date, setDate] = useState(seen?.date ?? '')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const amount = job.document?.total !== undefined ? formatMoney(job.document.total, job.document.currency ?? 'EUR') : ''
  const reason = job.unclear?.reason ?? 'moved'

  async function decide(decision: Parameters<typeof resolveUnclearJob>[1]) {
    setSending(true)
    try {
      await resolveUnclearJob(job.id, decision)
      toast.success(t('cassa.unclear.done'))
      onResolved()
    } catch (caught) {
      toast.error(getErrorMessage(caught))
    } finally {
      setSending(false)
    }
  }

  async function confirmPrinted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const documentNumber = Number(number)
    const zNumber = Number(z)
    if (!Number.isInteger(documentNumber) || documentNumber < 1 || !Number.isInteger(zNumber) || zNumber < 0 || !/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(date.trim())) {
      setError(t('cassa.unclear.invalid'))
      return
    }
    setError(undefined)
    const serial = knownSerial ?? (await readPrinterSerial(createPrinterLink(printerUrl)).catch(() => undefined))
    if (!serial) {
      setError(t('cassa.state.unreachable'))
      return
    }
    await decide({ printed: true, result: { documentNumber, zNumber, date: date.trim(), serial } })
  }

  return (
    <section className={styles.unclear} aria-labelledby={`unclear-${job.id}`}>
      <h3 id={`unclear-${job.id}`}>{t('cassa.unclear.title')}</h3>
      <p>{t(reason === 'not_next' ? 'cassa.unclear.bodyAnswered' : 'cassa.unclear.body', { kind: t(`cassa.kind.${job.kind}`), amount })}</p>
      <p>{t(`cassa.unclear.reason.${reason as 'moved'}`)}</p>
      {seen ? (
        <p>
          {seen.fiscal
            ? t('cassa.unclear.seen', { number: seen.documentNumber, z: seen.zNumber, date: seen.date, amount: formatMoney(seen.amount, job.document?.currency ?? 'EUR') })
            : t('cassa.unclear.seenNotFiscal')}
        </p>
      ) : null}
      <p className={styles.unclearQuestion}>{t('cassa.unclear.question', { amount, reference: `Conto ${job.key}` })}</p>
      {!canManage ? (
        <p>{t('cassa.unclear.askManager')}</p>
      ) : answer === 'printed' ? (
        <form className={styles.unclearForm} onSubmit={(event) => void confirmPrinted(event)} noValidate>
          <FormField id={`unclear-number-${job.id}`} label={t('cassa.unclear.number')} inputMode="numeric" value={number} onChange={(event) => setNumber(event.target.value)} />
          <FormField id={`unclear-z-${job.id}`} label={t('cassa.unclear.z')} inputMode="numeric" value={z} onChange={(event) => setZ(event.target.value)} />
          <FormField id={`unclear-date-${job.id}`} label={t('cassa.unclear.date')} value={date} error={error} onChange={(event) => setDate(event.target.value)} />
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {t('cassa.unclear.confirmPrinted')}
          </button>
        </form>
      ) : (
        <div className={styles.unclearActions}>
          <button type="button" className="btn btn--secondary" onClick={() => setAnswer('printed')}>
            {t('cassa.unclear.printed')}
          </button>
          {/* the printer confirmed a print: "print it now" would print it once more */}
          {reason === 'not_next' ? null : (
            <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void decide({ printed: false })}>
              {t('cassa.unclear.notPrinted')}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
