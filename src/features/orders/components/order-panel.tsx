import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SidePanel } from '@/components/ui/side-panel'
import { canCorrectLedger } from '@/domain/ledger'
import type { TableStatusRecord, UserRecord } from '@/lib/api/pocketbase-types'
import { canReleaseClaims } from '../claims'
import { OpenOrderForm } from './open-order-form'
import { OrderEditor } from './order-editor'

interface OrderPanelProps {
  restaurantId: string
  /** The table as the floor shows it now (kept live by the caller). */
  table: TableStatusRecord
  /** Translated name of the table ('Tavolo 5'). */
  tableLabel: string
  currentUser: UserRecord
  onClose: () => void
}

/** A table's side panel: seat guests at a free table, or run its open order. */
export function OrderPanel({ restaurantId, table, tableLabel, currentUser, onClose }: OrderPanelProps) {
  const { t } = useTranslation('floor')
  // Right after opening, the order exists before the refetched table status says so.
  const [openedOrderId, setOpenedOrderId] = useState('')
  const orderId = table.order_id || (table.status === 'free' ? openedOrderId : '')

  return (
    <SidePanel
      title={tableLabel}
      subtitle={table.section || undefined}
      closeLabel={t('order.close')}
      onClose={onClose}
    >
      {orderId ? (
        <OrderEditor
          restaurantId={restaurantId}
          orderId={orderId}
          currency={table.currency}
          canReleaseClaims={canReleaseClaims(currentUser.role)}
          canCorrect={canCorrectLedger(currentUser.role)}
          onClosed={onClose}
        />
      ) : (
        <OpenOrderForm
          restaurantId={restaurantId}
          tableId={table.id}
          tableWaiter={table.waiter}
          currentUser={currentUser}
          onOpened={(order) => setOpenedOrderId(order.id)}
        />
      )}
    </SidePanel>
  )
}
