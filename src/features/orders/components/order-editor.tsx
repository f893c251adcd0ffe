import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { useLiveClaims, useOrder, useOrderLines, useOrderPaymentStatus } from '../api'
import { useOrderLineAdd, useOrderLineRemove } from '../mutations'
import { canChangeLines } from '../order-lines'
import { LineCorrectionSheet } from './line-correction-sheet'
import { OrderFooter } from './order-footer'
import { MenuPicker } from './menu-picker'
import { OrderClaims } from './order-claims'
import { OrderLines } from './order-lines'
import { PosCheckBadge, PosCheckHint } from './pos-check-note'
import { PaymentProgressBadge } from '@/components/ui/payment-progress-badge'
import styles from './order-panel.module.css'

interface OrderEditorProps {
  restaurantId: string
  orderId: string
  currency: string
  /** Managers and admins may release a diner's payment in progress. */
  canReleaseClaims: boolean
  /** Managers and admins may take unpaid units off a line (void / comp). */
  canCorrect: boolean
  onClosed: () => void
}

type Tab = 'bill' | 'menu'

/**
 * An open order: payments in progress, its lines (− / +, corrections), the menu to add from, and
 * the foot with what is paid and left, recording a payment and closing. A POS check's lines are
 * the POS's: shown, never changed here (payments and closing work as for any order).
 */
export function OrderEditor({ restaurantId, orderId, currency, canReleaseClaims, canCorrect, onClosed }: OrderEditorProps) {
  const { t } = useTranslation('floor')
  const [tab, setTab] = useState<Tab>('bill')
  const order = useOrder(restaurantId, orderId)
  const lines = useOrderLines(restaurantId, orderId)
  const payment = useOrderPaymentStatus(restaurantId, orderId)
  // a closed order has nobody paying: no need to keep asking
  const live = useLiveClaims(restaurantId, orderId, order.data ? !order.data.closed_at : false)
  const billTabRef = useRef<HTMLButtonElement>(null)
  const addLine = useOrderLineAdd(restaurantId)
  const removeLine = useOrderLineRemove(restaurantId)
  const [correcting, setCorrecting] = useState<OrderItemStatusRecord | null>(null)
  const busy = addLine.isPending || removeLine.isPending
  const quantities = useMemo(() => {
    const counts = new Map<string, number>()
    for (const line of lines.data ?? []) counts.set(line.item, (counts.get(line.item) ?? 0) + line.total_quantity)
    return counts
  }, [lines.data])

  if (order.isPending || lines.isPending || payment.isPending) return <Spinner label={t('order.loading')} />
  if (order.isError || lines.isError || payment.isError || !order.data) {
    return <p className="alert">{t('order.loadError')}</p>
  }

  const open = !order.data.closed_at
  const posCheck = Boolean(order.data.pos_check)
  const editable = canChangeLines(order.data)
  const status = payment.data
  const lineCount = lines.data.reduce((sum, line) => sum + line.total_quantity, 0)
  const waiter = order.data.expand?.waiter
  // the claims as this clock sees them, so the totals agree with the list above them
  const held = live.isLoaded ? live.heldAmount : status.held_amount
  const addItem = (item: { id: string; price: number }) => addLine.mutate({ orderId, item, lines: lines.data })

  return (
    <div className={styles.editor}>
      <div className={styles.summary}>
        <PaymentProgressBadge row={{ ...status, held_amount: held }} />
        <span>{t('order.number', { number: order.data.number })}</span>
        <span>{t('order.guests', { count: order.data.guests })}</span>
        {waiter ? <span>{waiter.name || waiter.email}</span> : null}
        {posCheck ? <PosCheckBadge order={order.data} /> : null}
      </div>

      {open ? (
        <OrderClaims
          restaurantId={restaurantId}
          claims={live.claims}
          lines={lines.data}
          now={live.now}
          canRelease={canReleaseClaims}
          focusAfterLastRef={billTabRef}
        />
      ) : null}

      <div className={styles.tabs} role="tablist" aria-label={t('order.tabs.label')}>
        <button ref={billTabRef} type="button" role="tab" className={styles.tab} aria-selected={tab === 'bill'} onClick={() => setTab('bill')}>
          {t('order.tabs.bill')}
          <span className={styles.tabCount}>{lineCount}</span>
        </button>
        {editable ? (
          <button type="button" role="tab" className={styles.tab} aria-selected={tab === 'menu'} onClick={() => setTab('menu')}>
            {t('order.tabs.menu')}
          </button>
        ) : null}
      </div>

      {tab === 'menu' && editable ? (
        <div role="tabpanel" aria-label={t('order.tabs.menu')}>
          <MenuPicker restaurantId={restaurantId} currency={currency} quantities={quantities} busy={busy} onPick={addItem} />
        </div>
      ) : (
        <div role="tabpanel" aria-label={t('order.tabs.bill')}>
          {posCheck && open ? <PosCheckHint className={styles.posHint} /> : null}
          <OrderLines
            lines={lines.data}
            currency={currency}
            editable={editable}
            busy={busy}
            onAdd={(line) => addItem({ id: line.item, price: line.price })}
            onRemove={(line) => removeLine.mutate(line)}
            onCorrect={canCorrect ? setCorrecting : undefined}
          />
          {editable && lines.data.length === 0 ? (
            <button type="button" className="btn btn--secondary btn--block" onClick={() => setTab('menu')}>
              {t('order.lines.addFirst')}
            </button>
          ) : null}
        </div>
      )}

      <OrderFooter
        restaurantId={restaurantId}
        orderId={orderId}
        guests={order.data.guests}
        currency={currency}
        open={open}
        status={status}
        held={held}
        lines={lines.data}
        onClosed={onClosed}
      />
      {correcting ? (
        <LineCorrectionSheet restaurantId={restaurantId} orderId={orderId} line={correcting} currency={currency} onClose={() => setCorrecting(null)} />
      ) : null}
    </div>
  )
}
