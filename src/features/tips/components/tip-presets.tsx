import { useTranslation } from 'react-i18next'
import { PencilIcon } from '@/components/ui/diner-icons'
import { Money } from '@/components/ui/money'
import { getTipPresetOptions, isNoTip, isPresetTip } from '@/features/tips/tip-maths'
import { getTipAmount, type TipChoice } from '@/domain/bill-maths'
import { formatMoney } from '@/domain/money'
import styles from './tip-presets.module.css'

interface TipPresetsProps {
  base: number
  currency: string
  tip: TipChoice
  onSelectPreset: (percent: number) => void
  onOpenCustom: () => void
}

/** 3 / 5 / 10 % with what each adds, 5 % marked popular, and a custom tip button. */
export function TipPresets({ base, currency, tip, onSelectPreset, onOpenCustom }: TipPresetsProps) {
  const { t } = useTranslation('diner')
  const isCustom = !isPresetTip(tip) && !isNoTip(tip)
  return (
    <div className={styles.wrapper}>
      <div className={styles.presets} role="radiogroup" aria-label={t('tips.presetsLabel')}>
        {getTipPresetOptions(base).map((option) => {
          const selected = tip.mode === 'percent' && tip.amount === option.percent
          return (
            <button
              key={option.percent}
              type="button"
              role="radio"
              aria-checked={selected}
              className={`${styles.preset} ${selected ? styles.selected : ''}`}
              onClick={() => onSelectPreset(option.percent)}
            >
              {option.popular ? <span className={styles.popular}>{t('tips.popular')}</span> : null}
              <span className={styles.percent}>{option.percent}%</span>
              <Money className={styles.amount} amount={option.amount} currency={currency} />
            </button>
          )
        })}
      </div>
      <button type="button" className={`${styles.custom} ${isCustom ? styles.selected : ''}`} onClick={onOpenCustom} aria-haspopup="dialog">
        <PencilIcon size={18} />
        <span className={styles.customLabel}>{t('tips.custom')}</span>
        {isCustom ? (
          <span className={styles.customValue}>
            {tip.mode === 'percent'
              ? `${tip.amount.toLocaleString('it-IT')}% · ${formatMoney(getTipAmount(base, tip), currency)}`
              : formatMoney(tip.amount, currency)}
          </span>
        ) : null}
      </button>
    </div>
  )
}
