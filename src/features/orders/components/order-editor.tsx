import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { formatMoney, getAmountLeft } from '@/lib/money'
import { useLiveClaims, useOrder, useOrderLines, useOrderPaymentStatus } from '../api'
import { canCloseOrder } from '../order-lines'
import { useOrderClose, useOrderLineAdd, useOrderLineRemove } from '../mutations'
import { MenuPicker } from './menu-picker'
import { OrderClaims } from './order-claims'
import { OrderLines } from './order-lines'
import { OrderStatusBadge } from './order-status-badge'
import styles from './order-panel.module.css'

interface OrderEditorProps {
  restaurantId: string
  orderId: string
  currency: string
  /** Managers and admins may release a diner's payment in progress. */
  canReleaseClaims: boolean
  onClosed: () => void
}

type Tab = 'bill' | 'menu'

/**
 * An open order: payments in progress, its lines (− / +), what is paid, being paid and left, the
 * menu to add from, and closing.
 */
export function OrderEditor({ restaurantId, orderId, currency, canReleaseClaims, onClosed }: OrderEditorProps) {
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
  const closeOrder = useOrderClose(restaurantId)
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
  const status = payment.data
  const lineCount = lines.data.reduce((sum, line) => sum + line.total_quantity, 0)
  const waiter = order.data.expand?.waiter
  // the claims as this clock sees them, so the totals agree with the list above them
  const held = live.isLoaded ? live.heldAmount : status.held_amount
  const addItem = (item: { id: string; price: number }) => addLine.mutate({ orderId, item, lines: lines.data })

  return (
    <div className={styles.editor}>
      <div className={styles.summary}>
        <OrderStatusBadge status={status.status} />
        <span>{t('order.number', { number: order.data.number })}</span>
        <span>{t('order.guests', { count: order.data.guests })}</span>
        {waiter ? <span>{waiter.name || waiter.email}</span> : null}
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
        {open ? (
          <button type="button" role="tab" className={styles.tab} aria-selected={tab === 'menu'} onClick={() => setTab('menu')}>
            {t('order.tabs.menu')}
          </button>
        ) : null}
      </div>

      {tab === 'menu' && open ? (
        <div role="tabpanel" aria-label={t('order.tabs.menu')}>
          <MenuPicker restaurantId={restaurantId} currency={currency} quantities={quantities} busy={busy} onPick={addItem} />
        </div>
      ) : (
        <div role="tabpanel" aria-label={t('order.tabs.bill')}>
          <OrderLines
            lines={lines.data}
            currency={currency}
            editable={open}
            busy={busy}
            onAdd={(line) => addItem({ id: line.item, price: line.price })}
            onRemove={(line) => removeLine.mutate(line)}
          />
          {open && lines.data.length === 0 ? (
            <button type="button" className="btn btn--secondary btn--block" onClick={() => setTab('menu')}>
              {t('order.lines.addFirst')}
            </button>
          ) : null}
        </div>
      )}

      <div className={styles.bottomBar}>
      <dl className={styles.totals}>
        <div>
          <dt>{t('order.totals.total')}</dt>
          <dd>{formatMoney(status.total_amount, currency)}</dd>
        </div>
        <div>
          <dt>{t('order.totals.paid')}</dt>
          <dd>{formatMoney(status.paid_amount, currency)}</dd>
        </div>
        {held > 0 ? (
          <div className={styles.totalHeld}>
            <dt>{t('order.totals.held')}</dt>
            <dd>{formatMoney(held, currency)}</dd>
          </div>
        ) : null}
        <div className={styles.totalLeft}>
          <dt>{t('order.totals.left')}</dt>
          <dd>{formatMoney(getAmountLeft(status.total_amount, status.paid_amount + held), currency)}</dd>
        </div>
      </dl>

      <div className={styles.actions}>
        {open ? (
          <button
            type="button"
            className="btn btn--primary"
            disabled={!canCloseOrder(status) || closeOrder.isPending}
            // mutateAsync, not mutate's onSuccess: realtime may turn the table free and unmount this
            // editor before the request returns, and mutate's callbacks then never run.
            onClick={() => closeOrder.mutateAsync(orderId).then(onClosed, () => undefined)}
          >
            {t('order.closeOrder')}
          </button>
        ) : null}
        <Link className="btn btn--secondary" to={paths.admin.orderDetail(orderId)}>
          {t('order.details')}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
      {open && !canCloseOrder(status) ? <p className={styles.hint}>{t('order.closeHint')}</p> : null}
      </div>
    </div>
  )
}
