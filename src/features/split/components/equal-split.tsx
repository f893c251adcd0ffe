import { useTranslation } from 'react-i18next'
import { Money } from '@/components/ui/money'
import { Stepper } from '@/components/ui/stepper'
import { MIN_GUESTS, changePayingFor, changeTotalGuests, type GuestSplit } from '@/domain/bill-selection'
import { MAX_SPLIT_GUESTS } from '@/domain/bill-maths'
import { ShareRing } from './share-ring'
import styles from './equal-split.module.css'

interface EqualSplitProps {
  guests: GuestSplit
  onChange: (guests: GuestSplit) => void
  /** This diner's share, in minor units. */
  share: number
  currency: string
}

/** The ring with the diner's share, and the guests / paying-for steppers. */
export function EqualSplit({ guests, onChange, share, currency }: EqualSplitProps) {
  const { t } = useTranslation('diner')
  return (
    <div className={styles.equal}>
      <ShareRing totalGuests={guests.totalGuests} payingFor={guests.payingFor}>
        <span className={styles.caption}>{t('split.yourShare')}</span>
        <Money className={styles.share} amount={share} currency={currency} />
        <span className={styles.caption}>
          {t('split.shareOf', { count: guests.payingFor, total: guests.totalGuests })}
        </span>
      </ShareRing>
      <div className={`card ${styles.steppers}`}>
        <Stepper
          size="lg"
          label={t('split.totalGuests')}
          value={guests.totalGuests}
          min={MIN_GUESTS}
          max={MAX_SPLIT_GUESTS}
          onChange={(value) => onChange(changeTotalGuests(guests, value))}
          decreaseLabel={t('stepper.decrease')}
          increaseLabel={t('stepper.increase')}
        />
        <hr className={styles.divider} />
        <Stepper
          size="lg"
          label={t('split.payingFor')}
          value={guests.payingFor}
          min={MIN_GUESTS}
          max={guests.totalGuests}
          onChange={(value) => onChange(changePayingFor(guests, value))}
          decreaseLabel={t('stepper.decrease')}
          increaseLabel={t('stepper.increase')}
        />
      </div>
    </div>
  )
}
