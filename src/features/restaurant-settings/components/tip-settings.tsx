import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/ui/section-card'
import { TIP_PROMPTS, getTipPrompt, type TipPrompt } from '@/domain/tip-prompt'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useRestaurantSave } from '../api'
import { HintedRadios } from './hinted-radios'
import styles from './restaurant-settings.module.css'

interface TipSettingsProps {
  restaurant: RestaurantRecord
  onSaved: (restaurant: RestaurantRecord) => void
}

/**
 * How the payment asks diners for a tip (issue 37): 5 % chosen (SPEC's default), nothing chosen,
 * or no tip step. The hint says why a restaurant might not want a tip chosen for the diner.
 */
export function TipSettings({ restaurant, onSaved }: TipSettingsProps) {
  const { t } = useTranslation('office')
  const [prompt, setPrompt] = useState<TipPrompt>(getTipPrompt(restaurant))
  const save = useRestaurantSave(restaurant, onSaved)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate({ tip_prompt: prompt }, { onSuccess: () => toast.success(t('restaurant.tips.saved')) })
  }

  return (
    <SectionCard title={t('restaurant.tips.title')} description={t('restaurant.tips.description')} id="restaurant-tips">
      <form className={styles.fiscal} onSubmit={handleSubmit} noValidate>
        <HintedRadios
          name="tip-prompt"
          legend={t('restaurant.tips.legend')}
          values={TIP_PROMPTS}
          value={prompt}
          onChange={setPrompt}
          label={(value) => t(`restaurant.tips.prompts.${value}`)}
          hint={(value) => t(`restaurant.tips.hints.${value}`)}
        />
        <p className={styles.hint}>{t('restaurant.tips.why')}</p>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('restaurant.tips.save')}
        </button>
      </form>
    </SectionCard>
  )
}
