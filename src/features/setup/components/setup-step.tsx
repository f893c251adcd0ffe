import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CheckIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import type { SetupTable } from '../api'
import type { SetupStepId } from '../setup-steps'
import styles from './setup.module.css'

interface SetupStepItemProps {
  id: SetupStepId
  number: number
  state: 'done' | 'next' | 'todo'
  restaurantId: string
  canConnectStripe: boolean
  firstTable: SetupTable | null
}

const places: Record<Exclude<SetupStepId, 'testPayment'>, string> = {
  details: paths.admin.restaurant(),
  // straight into "Manage tables", where tables are added
  tables: `${paths.admin.tables()}?manage=1`,
  menu: paths.admin.menu(),
  stripe: paths.admin.company(),
  qr: paths.admin.qrGenerator(),
}

/** One step of the setup guide: done or to do in words (not colour alone), why, and where. */
export function SetupStepItem({ id, number, state, restaurantId, canConnectStripe, firstTable }: SetupStepItemProps) {
  const { t } = useTranslation('floor')
  const buttonClass = `btn ${state === 'next' ? 'btn--primary' : 'btn--secondary'} ${styles.stepButton}`
  const text = id === 'stripe' && !canConnectStripe ? t('setup.steps.stripe.textManager') : t(`setup.steps.${id}.text`)

  let action
  if (id === 'testPayment') {
    action = firstTable ? (
      <a className={buttonClass} href={paths.diner.home(restaurantId, firstTable.id)} target="_blank" rel="noopener">
        {t('setup.steps.testPayment.action', { table: firstTable.name })}
        <span className="visually-hidden"> {t('setup.newTab')}</span>
      </a>
    ) : (
      <span className={styles.stepNote}>{t('setup.steps.testPayment.noTable')}</span>
    )
  } else if (id === 'stripe' && !canConnectStripe) {
    action = null
  } else {
    action = (
      <Link className={buttonClass} to={places[id]}>
        {t(`setup.steps.${id}.action`)}
      </Link>
    )
  }

  return (
    <li className={styles.step} data-state={state} aria-current={state === 'next' ? 'step' : undefined}>
      <span className={styles.marker} aria-hidden="true">
        {state === 'done' ? <CheckIcon size={16} /> : number}
      </span>
      <div className={styles.stepBody}>
        <h3 className={styles.stepTitle}>
          {t(`setup.steps.${id}.title`)}
          <span className={styles.stepState}>{t(`setup.state.${state}`)}</span>
        </h3>
        <p className={styles.stepText}>{text}</p>
      </div>
      {action ? <div className={styles.stepAction}>{action}</div> : null}
    </li>
  )
}
