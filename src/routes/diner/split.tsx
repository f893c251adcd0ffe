import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ListIcon, UsersIcon } from '@/components/ui/diner-icons'
import { Money } from '@/components/ui/money'
import { EqualSplit } from '@/features/split/components/equal-split'
import { BillHeldNotice } from '@/features/bill/components/bill-held-notice'
import { ChosenItems } from '@/features/split/components/chosen-items'
import { ItemsSplit, ItemsSplitTotals } from '@/features/split/components/items-split'
import { SplitTabs, type SplitTab } from '@/features/split/components/split-tabs'
import { getPaymentTypeOnSplitEntry, getSelectionBase, resolveGuestSplit } from '@/features/split/split-state'
import { reconcileSelection, type GuestSplit, type SelectedItem } from '@/domain/bill-selection'
import { paths } from '@/config/paths'
import { useDinerContext } from './diner-context'
import { getStepAfterChoosing } from './tip-step'
import { DinerPage } from './diner-page'
import { useCallWaiterSheet } from './use-call-waiter-sheet'

/** Split the bill equally or by items; confirm goes on to the tip. */
export function SplitPage() {
  const { t } = useTranslation('diner')
  const navigate = useNavigate()
  const { restaurant, table, orderItems, isItemsLoading, bill, order, updateOrder } = useDinerContext()
  const [changed, setChanged] = useState(false)
  const waiter = useCallWaiterSheet()

  // Paying in full makes no sense here: arriving with pay-full switches to an equal split.
  const type = getPaymentTypeOnSplitEntry(order.orderPaymentType)
  useEffect(() => {
    if (order.orderPaymentType === 'pay-full') updateOrder({ orderPaymentType: 'split-equal' })
  }, [order.orderPaymentType, updateOrder])

  const tab: SplitTab = type === 'split-items' ? 'items' : 'equal'
  const guests = resolveGuestSplit(order, table.order_guests)
  const selectedItems = reconcileSelection(order.selectedItems, orderItems)
  const base = getSelectionBase({ type, guests, selectedItems }, bill, orderItems)

  const setTab = (next: SplitTab) => {
    if (next === tab) return
    setChanged(true)
    updateOrder({ orderPaymentType: next === 'items' ? 'split-items' : 'split-equal' })
  }
  const setGuests = (next: GuestSplit) => {
    setChanged(true)
    updateOrder({ totalGuests: next.totalGuests, payingFor: next.payingFor })
  }
  const setItems = (next: SelectedItem[]) => {
    setChanged(true)
    updateOrder({ selectedItems: next })
  }
  const confirm = () => {
    // Fix the guests now, so the defaults the diner saw are the ones sent.
    updateOrder({ totalGuests: guests.totalGuests, payingFor: guests.payingFor, selectedItems })
    navigate(getStepAfterChoosing({ restaurant, tableId: table.id }, updateOrder))
  }

  const canConfirm = changed && base > 0

  return (
    <DinerPage
      title={t('split.title')}
      backTo={paths.diner.bill(restaurant.id, table.id)}
      isContentLoading={isItemsLoading}
      actionBar={
        <>
          {tab === 'items' ? (
            <ItemsSplitTotals
              selected={selectedItems}
              chosen={<ChosenItems selected={selectedItems} items={orderItems} currency={bill.currency} variant="inline" />}
              subtotal={base}
              amountLeft={bill.amountLeft}
              currency={bill.currency}
            />
          ) : null}
          <button type="button" className="btn btn--primary btn--block" disabled={!canConfirm} onClick={confirm}>
            {t('split.confirm')} <Money amount={base} currency={bill.currency} />
          </button>
        </>
      }
    >
      {bill.state === 'held' ? <BillHeldNotice onCallWaiter={waiter.openSheet} /> : null}
      <SplitTabs
        idPrefix="split"
        value={tab}
        onChange={setTab}
        labels={{ equal: t('split.tabEqual'), items: t('split.tabItems') }}
        icons={{ equal: <UsersIcon size={18} />, items: <ListIcon size={18} /> }}
      />
      <div id={`split-panel-${tab}`} role="tabpanel" aria-labelledby={`split-tab-${tab}`}>
        {tab === 'equal' ? (
          <EqualSplit guests={guests} onChange={setGuests} share={base} currency={bill.currency} />
        ) : (
          <ItemsSplit
            items={orderItems}
            selected={selectedItems}
            onChange={setItems}
            currency={bill.currency}
            isLoading={isItemsLoading}
            allHeld={bill.state === 'held'}
          />
        )}
      </div>
      {waiter.sheet}
    </DinerPage>
  )
}
