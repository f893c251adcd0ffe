import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '@/components/ui/progress-bar'
import { SectionCard } from '@/components/ui/section-card'
import { useSetupProgress } from '../api'
import { SetupStepItem } from './setup-step'
import styles from './setup.module.css'

interface SetupGuideProps {
  restaurantId: string
  restaurantName: string
  companyId: string
  /** Company settings (where Stripe is connected) are open to administrators only. */
  canConnectStripe: boolean
}

const hiddenKey = (restaurantId: string) => `conto.setup.hidden.${restaurantId}`

function readHidden(restaurantId: string): boolean {
  try {
    return window.localStorage.getItem(hiddenKey(restaurantId)) === '1'
  } catch {
    return false
  }
}

function writeHidden(restaurantId: string, hidden: boolean) {
  try {
    if (hidden) window.localStorage.setItem(hiddenKey(restaurantId), '1')
    else window.localStorage.removeItem(hiddenKey(restaurantId))
  } catch {
    // storage may be unavailable (private mode): the choice holds for this visit
  }
}

/**
 * The six steps from a new restaurant to its first paid bill, on the dashboard until all are
 * done (docs/decisions/022). A manager may fold it away on this device; it stays one click away.
 */
export function SetupGuide({ restaurantId, restaurantName, companyId, canConnectStripe }: SetupGuideProps) {
  const { t } = useTranslation('floor')
  const progress = useSetupProgress(restaurantId, companyId, canConnectStripe)
  const [hidden, setHidden] = useState(() => readHidden(restaurantId))
  const toggleRef = useRef<HTMLButtonElement>(null)
  const toggled = useRef(false)

  useEffect(() => {
    // after hiding or showing, keep the keyboard where the user was: on the button that undoes it
    if (toggled.current) toggleRef.current?.focus()
  }, [hidden])

  const toggle = (next: boolean) => {
    toggled.current = true
    writeHidden(restaurantId, next)
    setHidden(next)
  }

  if (progress.isPending) return null
  if (progress.isError) {
    return (
      <p className={styles.loadError} role="status">
        {t('setup.loadError')}{' '}
        <button type="button" className="btn btn--ghost" onClick={() => void progress.refetch()}>
          {t('setup.retry')}
        </button>
      </p>
    )
  }
  const { steps, doneCount, total, next, complete } = progress.data
  if (complete) return null
  const summary = t('setup.progress', { done: doneCount, total })

  if (hidden) {
    return (
      <button ref={toggleRef} type="button" className={`btn btn--secondary ${styles.showGuide}`} onClick={() => toggle(false)}>
        {t('setup.show', { summary })}
      </button>
    )
  }

  return (
    <SectionCard
      id="setup-guide"
      className={styles.guide}
      title={t('setup.title', { name: restaurantName })}
      description={summary}
      aside={
        <button ref={toggleRef} type="button" className={`btn btn--ghost ${styles.hideButton}`} onClick={() => toggle(true)}>
          {t('setup.hide')}
        </button>
      }
    >
      <ProgressBar value={doneCount / total} label={t('setup.progressLabel')} valueText={summary} tone="brand" />
      <ol className={styles.steps} aria-label={t('setup.listLabel')}>
        {steps.map((step, index) => (
          <SetupStepItem
            key={step.id}
            id={step.id}
            number={index + 1}
            state={step.done ? 'done' : step.id === next ? 'next' : 'todo'}
            restaurantId={restaurantId}
            canConnectStripe={canConnectStripe}
            firstTable={progress.data.firstTable}
          />
        ))}
      </ol>
    </SectionCard>
  )
}
