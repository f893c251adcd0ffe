import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { HeartIcon } from '@/components/ui/diner-icons'
import { Money } from '@/components/ui/money'
import { getSelectionBase, resolveGuestSplit } from '@/features/split/split-state'
import { ChosenItems } from '@/features/split/components/chosen-items'
import { CustomTipSheet } from '@/features/tips/components/custom-tip-sheet'
import { TipPresets } from '@/features/tips/components/tip-presets'
import { resolveTipChoice } from '@/features/tips/tip-maths'
import { getInitialTip, getTipPrompt } from '@/domain/tip-prompt'
import { paths } from '@/config/paths'
import { getTipAmount, type TipChoice } from '@/domain/bill-maths'
import { useDinerContext } from './diner-context'
import { DinerPage } from './diner-page'
import { prefetchPaymentStep } from './prefetch'
import { getStepAfterChoosing } from './tip-step'
import styles from './tips.module.css'

/** "Say thanks to your waiter": 3 / 5 / 10 % or a custom tip, then on to payment. */
export function TipsPage() {
  const { t } = useTranslation('diner')
  const navigate = useNavigate()
  const { restaurant, table, orderItems, bill, order, updateOrder } = useDinerContext()
  const [customOpen, setCustomOpen] = useState(false)
  useEffect(prefetchPaymentStep, [])
  // a restaurant without a tip step (an older link, a back button): on to the payment, no tip
  useEffect(() => {
    if (getTipPrompt(restaurant) === 'off') navigate(getStepAfterChoosing({ restaurant, tableId: table.id }, updateOrder), { replace: true })
  }, [restaurant, table.id, updateOrder, navigate])

  const prompt = getTipPrompt(restaurant)
  const tip = resolveTipChoice({ mode: order.contextTipMode, amount: order.contextTipAmount }, order.tipChosen, prompt)
  // The restaurant's starting tip (the popular 5 %, or none): stored so payment sends what the diner saw.
  useEffect(() => {
    if (order.tipChosen) return
    const initial = getInitialTip(prompt)
    updateOrder({ contextTipMode: initial.mode, contextTipAmount: initial.amount, tipChosen: true })
  }, [order.tipChosen, prompt, updateOrder])

  const guests = resolveGuestSplit(order, table.order_guests)
  const base = getSelectionBase({ type: order.orderPaymentType, guests, selectedItems: order.selectedItems }, bill, orderItems)
  const tipAmount = getTipAmount(base, tip)

  const setTip = (next: TipChoice) => updateOrder({ contextTipMode: next.mode, contextTipAmount: next.amount, tipChosen: true })
  const backTo = order.orderPaymentType === 'pay-full' ? paths.diner.bill(restaurant.id, table.id) : paths.diner.split(restaurant.id, table.id)

  return (
    <DinerPage
      title={t('tips.title')}
      backTo={backTo}
      actionBar={
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={base <= 0}
          onClick={() => navigate(paths.diner.payment(restaurant.id, table.id))}
        >
          {t('tips.confirm')} <Money amount={base + tipAmount} currency={bill.currency} />
        </button>
      }
    >
      <div className={styles.intro}>
        <span className={`round-icon round-icon--brand ${styles.heart}`} aria-hidden="true">
          <HeartIcon size={26} />
        </span>
        <p className={styles.lead}>{t('tips.subtitle')}</p>
      </div>
      <TipPresets
        base={base}
        currency={bill.currency}
        tip={tip}
        onSelectPreset={(percent) => setTip({ mode: 'percent', amount: percent })}
        onOpenCustom={() => setCustomOpen(true)}
      />
      <div className={`card ${styles.summary}`}>
        {order.orderPaymentType === 'split-items' ? (
          <ChosenItems selected={order.selectedItems} items={orderItems} currency={bill.currency} />
        ) : null}
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>{t('tips.yourPart')}</dt>
            <dd>
              <Money amount={base} currency={bill.currency} />
            </dd>
          </div>
          <div className={styles.line}>
            <dt>{t('tips.tip')}</dt>
            <dd>
              <Money amount={tipAmount} currency={bill.currency} />
            </dd>
          </div>
          <div className={`${styles.line} ${styles.total}`}>
            <dt>{t('tips.total')}</dt>
            <dd>
              <Money amount={base + tipAmount} currency={bill.currency} />
            </dd>
          </div>
        </dl>
      </div>
      <CustomTipSheet
        open={customOpen}
        onClose={() => setCustomOpen(false)}
        onConfirm={(next) => {
          setTip(next)
          setCustomOpen(false)
        }}
        tip={tip}
        base={base}
        currency={bill.currency}
      />
    </DinerPage>
  )
}
