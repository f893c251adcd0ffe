import { TRANSACTION_STATUSES } from '@/domain/shared-rules'
import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { AlertIcon, ClockIcon, RefreshIcon } from '@/components/ui/diner-icons'
import { CheckIcon, HomeIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { billKeys } from '@/features/bill/api'
import { paymentKeys, useCheckoutStatus } from '@/features/payment/api'
import { ReviewStars } from '@/features/reviews/components/review-stars'
import { CallWaiterButton } from '@/features/waiter-call/components/call-waiter-sheet'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/errors/error-message'
import { toast } from '@/lib/browser/toast'
import { useDinerContext } from './diner-context'
import { DinerPage } from './diner-page'
import { useCallWaiterSheet } from './use-call-waiter-sheet'
import styles from './payment-result.module.css'

/** After Stripe: polls our transaction's status every second until it is final. */
export function PaymentResultPage() {
  const { t } = useTranslation('diner')
  const [params] = useSearchParams()
  const sessionId = params.get('sessionId')?.trim() || undefined
  const { restaurant, table } = useDinerContext()
  const status = useCheckoutStatus(sessionId)
  const home = paths.diner.home(restaurant.id, table.id)

  useEffect(() => {
    if (status.error) {
      toast.error(t('result.statusFailed', { message: getErrorMessage(status.error) }), { id: 'checkout-status' })
    }
  }, [status.error, t])

  let body
  if (!sessionId) body = <NoSession home={home} />
  else if (!status.data) body = <Checking failed={status.isError} />
  else if (status.data.status === 'completed') body = <Completed sessionId={sessionId} home={home} />
  else body = <NotCompleted pending={status.data.status === 'pending'} status={status.data.status} home={home} />

  return <DinerPage title={t('result.title')}>{body}</DinerPage>
}

function NoSession({ home }: { home: string }) {
  const { t } = useTranslation(['diner', 'errors'])
  return (
    <section className={`card ${styles.card}`} role="alert">
      <span className={`${styles.icon} ${styles.danger}`} aria-hidden="true">
        <AlertIcon size={32} />
      </span>
      <h2 className={styles.heading}>{t('errors:somethingWentWrong')}</h2>
      <p className={styles.text}>{t('result.noSession')}</p>
      <Link className="btn btn--primary btn--block" to={home}>
        <HomeIcon size={18} />
        {t('result.backHome')}
      </Link>
    </section>
  )
}

function Checking({ failed }: { failed: boolean }) {
  const { t } = useTranslation('diner')
  return (
    <section className={`card ${styles.card}`} aria-busy="true">
      <Spinner label={t('result.checking')} size="lg" />
      <h2 className={styles.heading}>{t('result.checking')}</h2>
      {failed ? <p className={styles.text}>{t('result.stillTrying')}</p> : null}
    </section>
  )
}

function Completed({ sessionId, home }: { sessionId: string; home: string }) {
  const { t } = useTranslation('diner')
  const queryClient = useQueryClient()
  const { updateOrder } = useDinerContext()
  const settled = useRef(false)

  useEffect(() => {
    if (settled.current) return
    settled.current = true
    // The bill changed and this checkout is spent: refresh one, forget the other and the choices.
    void queryClient.invalidateQueries({ queryKey: billKeys.all })
    queryClient.removeQueries({ queryKey: [...paymentKeys.all, 'session'] })
    updateOrder({ selectedItems: [], orderPaymentType: 'pay-full', tipChosen: false, contextTipMode: 'fixed', contextTipAmount: 0 })
  }, [queryClient, updateOrder])

  return (
    <>
      <section className={`card ${styles.card}`} role="status">
        <span className={`${styles.icon} ${styles.success}`} aria-hidden="true">
          <CheckIcon size={34} />
        </span>
        <h2 className={styles.heading}>{t('result.successTitle')}</h2>
        <p className={styles.text}>{t('result.successText')}</p>
      </section>
      <ReviewStars sessionId={sessionId} />
      <Link className="btn btn--primary btn--block" to={home}>
        <HomeIcon size={18} />
        {t('result.backHome')}
      </Link>
    </>
  )
}

function NotCompleted({ pending, status, home }: { pending: boolean; status: string; home: string }) {
  const { t } = useTranslation(['diner', 'errors'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { restaurant, table } = useDinerContext()
  const waiter = useCallWaiterSheet()

  const tryAgain = () => {
    // A new attempt gets a new checkout session.
    queryClient.removeQueries({ queryKey: [...paymentKeys.all, 'session'] })
    navigate(paths.diner.payment(restaurant.id, table.id))
  }

  return (
    <>
      <section className={`card ${styles.card}`} role={pending ? 'status' : 'alert'}>
        <span className={`${styles.icon} ${pending ? styles.pending : styles.danger}`} aria-hidden="true">
          {pending ? <ClockIcon size={32} /> : <AlertIcon size={32} />}
        </span>
        <h2 className={styles.heading}>{pending ? t('result.pendingTitle') : t('errors:somethingWentWrong')}</h2>
        <p className={styles.status}>
          {t('result.statusLabel')}: <strong>{t(`result.status.${isKnownStatus(status) ? status : 'unknown'}`)}</strong>
        </p>
        <p className={styles.text}>{pending ? t('result.pendingAdvice') : t('result.failedAdvice')}</p>
        {pending ? (
          <p className={styles.polling}>
            <Spinner label={t('result.checking')} size="sm" /> {t('result.autoRefresh')}
          </p>
        ) : null}
      </section>
      <div className={styles.actions}>
        <CallWaiterButton variant="block" onClick={waiter.openSheet} />
        <button type="button" className="btn btn--primary btn--block" onClick={tryAgain}>
          <RefreshIcon size={18} />
          {t('result.tryAgain')}
        </button>
        <Link className="btn btn--ghost btn--block" to={home}>
          <HomeIcon size={18} />
          {t('result.backHome')}
        </Link>
      </div>
      {waiter.sheet}
    </>
  )
}

/** A diner's own payment is never voided (staff void only what they recorded). */
type DinerStatus = Exclude<(typeof TRANSACTION_STATUSES)[number], 'voided'>

function isKnownStatus(status: string): status is DinerStatus {
  return status !== 'voided' && (TRANSACTION_STATUSES as readonly string[]).includes(status)
}
