import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { PageHeader } from '@/components/ui/page-header'
import { SectionCard } from '@/components/ui/section-card'
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge'
import { getErrorMessage } from '@/lib/errors/error-message'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import type { FiscalJobRow } from '@/domain/fiscal-status'
import { cassaKeys, retryJob, useFiscalQueue } from '../api'
import { buildLoginRequest, buildReprintRequest, buildZReportRequest } from '../epson-request'
import { readDailyAmount } from '../epson-response'
import { createPrinterLink } from '../print-job'
import { getDemoPrinterAddress, normalisePrinterAddress, readPrinterAddress, readTillDevice, savePrinterAddress } from '../till-device'
import { useTill, type TillState } from '../use-till'
import { QueueList } from './queue-list'
import { TillEnrolment } from './till-enrolment'
import { TillList } from './till-list'
import { FiscalDayNote } from './fiscal-day-note'
import { compareClosedDay, compareFiscalDay, type ComparedDay, type DayComparison } from '../fiscal-day'
import { UnclearJob } from './unclear-job'
import { useQueryClient } from '@tanstack/react-query'
import styles from './cassa.module.css'

interface CassaScreenProps {
  restaurant: RestaurantRecord
  /** Managers and admins run the daily closure, put failed receipts back and settle unclear ones. */
  canManage: boolean
}

function describeTill(state: TillState): { key: string; tone: BadgeTone; code?: string } {
  if (state.kind === 'waiting') return { key: `cassa.state.${state.reason}`, tone: 'danger' }
  if (state.kind === 'unrecorded') return { key: 'cassa.state.unrecorded', tone: 'danger', code: state.error }
  const tones: Record<Exclude<TillState['kind'], 'waiting' | 'unrecorded'>, BadgeTone> = {
    starting: 'neutral',
    idle: 'success',
    printing: 'info',
    elsewhere: 'neutral',
    disconnected: 'danger',
    unclear: 'danger',
  }
  return { key: `cassa.state.${state.kind}`, tone: tones[state.kind] }
}

/** The till beside the fiscal printer: where the printer is, what it is doing, the queue. */
export function CassaScreen({ restaurant, canManage }: CassaScreenProps) {
  const { t } = useTranslation('floor')
  const queryClient = useQueryClient()
  const [device, setDevice] = useState(() => readTillDevice(restaurant.id))
  const [printerUrl, setPrinterUrl] = useState(() => readPrinterAddress(restaurant.id))
  const [typed, setTyped] = useState(() => printerUrl || getDemoPrinterAddress())
  const [addressError, setAddressError] = useState<string>()
  const [closing, setClosing] = useState(false)
  const [comparing, setComparing] = useState(false)
  const [day, setDay] = useState<DayComparison>()
  const [reprinting, setReprinting] = useState<string>()
  // a device a manager has not enrolled prints nothing (the queue would refuse it anyway)
  const till = useTill(restaurant.id, device ? printerUrl : '', device)
  const queue = useFiscalQueue(restaurant.id)
  const described = describeTill(till)
  const unclearJobs = queue.data?.items.filter((job) => job.status === 'unclear') ?? []
  const knownSerial = queue.data?.items.find((job) => job.result?.serial)?.result?.serial

  function connect(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = normalisePrinterAddress(typed)
    if (!address) {
      setAddressError(t('cassa.printer.invalid'))
      return
    }
    setAddressError(undefined)
    savePrinterAddress(restaurant.id, address)
    setTyped(address)
    setPrinterUrl(address)
  }

  /** The printer's day against Conto's, said in words on the page (issue 35). */
  async function compareDay(): Promise<ComparedDay | undefined> {
    setComparing(true)
    try {
      const compared = await compareFiscalDay(createPrinterLink(printerUrl), restaurant.id, device)
      setDay(compared.comparison)
      return compared
    } catch (error) {
      toast.error(getErrorMessage(error))
      return undefined
    } finally {
      setComparing(false)
    }
  }

  async function closeDay() {
    setClosing(true)
    try {
      // before the closure: a documento printed outside Conto shows while it can still be looked for
      const before = await compareDay()
      const answer = await createPrinterLink(printerUrl).send(buildZReportRequest())
      if (!answer.success) {
        toast.error(t('cassa.closure.failed', { code: `${answer.code} ${answer.status}`.trim() }))
        return
      }
      toast.success(t('cassa.closure.done', { number: answer.info.zRepNumber ?? '' }))
      // the day's amount the printer certified, against Conto's (kept for the dashboard and the shift report)
      const amount = readDailyAmount(answer)
      if (before?.day && amount !== null) {
        const closed = await compareClosedDay(restaurant.id, device, before.day, amount).catch((error: unknown) => {
          toast.error(getErrorMessage(error))
          return undefined
        })
        if (closed) setDay(closed)
      }
    } catch {
      toast.error(t('cassa.state.unreachable'))
    } finally {
      setClosing(false)
    }
  }

  /** A copy of a printed documento from the printer's journal: the login first, then the reprint. */
  async function reprint(job: FiscalJobRow) {
    if (!job.result) return
    setReprinting(job.id)
    try {
      const link = createPrinterLink(printerUrl)
      const login = await link.send(buildLoginRequest())
      const answer = login.success ? await link.send(buildReprintRequest(job.result)) : login
      if (answer.success) toast.success(t('cassa.reprint.done'))
      else toast.error(t('cassa.reprint.failed', { code: `${answer.code} ${answer.status}`.trim() }))
    } catch {
      toast.error(t('cassa.state.unreachable'))
    } finally {
      setReprinting(undefined)
    }
  }

  async function retry(job: FiscalJobRow) {
    try {
      await retryJob(job.id)
      void queryClient.invalidateQueries({ queryKey: cassaKeys.queue(restaurant.id) })
    } catch (error) {
      toast.error(getErrorMessage(error))
    }
  }

  return (
    <div className={styles.screen}>
      <PageHeader title={t('cassa.title')} description={t('cassa.subtitle')} />
      {device ? null : <TillEnrolment restaurantId={restaurant.id} canManage={canManage} onEnrolled={setDevice} />}
      <SectionCard
        title={t('cassa.printer.title')}
        id="cassa-printer"
        aside={
          printerUrl ? (
            <span role="status" className={styles.tillState}>
              <StatusBadge tone={described.tone}>{t(described.key as 'cassa.state.unrecorded', { code: described.code ?? '' })}</StatusBadge>
            </span>
          ) : undefined
        }
      >
        <form className={styles.printer} onSubmit={connect} noValidate>
          <FormField
            id="cassa-printer-address"
            label={t('cassa.printer.label')}
            hint={t('cassa.printer.hint')}
            inputMode="url"
            autoComplete="off"
            value={typed}
            error={addressError}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="btn btn--secondary">
            {t('cassa.printer.connect')}
          </button>
        </form>
        {printerUrl && device ? (
          <div className={styles.printerActions}>
            <button type="button" className="btn btn--secondary" onClick={() => void compareDay()} disabled={comparing || closing}>
              {comparing ? t('cassa.day.running') : t('cassa.day.button')}
            </button>
            {canManage ? (
              <button type="button" className="btn btn--secondary" onClick={() => void closeDay()} disabled={closing}>
                {closing ? t('cassa.closure.running') : t('cassa.closure.button')}
              </button>
            ) : null}
          </div>
        ) : null}
        {day ? <FiscalDayNote day={day} /> : null}
      </SectionCard>
      {printerUrl && till.kind === 'waiting' && (till.reason === 'paper' || till.reason === 'closure_due') ? (
        <div className={styles.tillAlert} role="alert">
          <p className={styles.tillAlertTitle}>{t(`cassa.alert.${till.reason}.title`)}</p>
          <p>{t(`cassa.alert.${till.reason}.text`)}</p>
        </div>
      ) : null}
      {unclearJobs.map((job) => (
        <UnclearJob
          key={job.id}
          job={job}
          canManage={canManage}
          printerUrl={printerUrl}
          knownSerial={knownSerial}
          onResolved={() => void queryClient.invalidateQueries({ queryKey: cassaKeys.queue(restaurant.id) })}
        />
      ))}
      <SectionCard title={t('cassa.queue.title')} id="cassa-queue">
        {queue.data && queue.data.items.length > 0 ? (
          <QueueList
            jobs={queue.data.items}
            till={till}
            renderAction={(job) => (
              <>
                {job.status === 'printed' && job.result && canManage && printerUrl ? (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    disabled={reprinting !== undefined}
                    aria-label={t('cassa.reprint.label', { number: job.result.documentNumber, z: job.result.zNumber })}
                    onClick={() => void reprint(job)}
                  >
                    {reprinting === job.id ? t('cassa.reprint.running') : t('cassa.reprint.button')}
                  </button>
                ) : null}
                {job.status === 'failed' && canManage ? (
                  <button type="button" className="btn btn--ghost" onClick={() => void retry(job)}>
                    {t('cassa.queue.retry')}
                  </button>
                ) : null}
              </>
            )}
          />
        ) : (
          <p className={styles.muted}>{t('cassa.queue.empty')}</p>
        )}
      </SectionCard>
      {canManage ? <TillList restaurantId={restaurant.id} device={device} /> : null}
    </div>
  )
}
