import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Stepper } from '@/components/ui/stepper'
import { MAX_GUESTS } from '@/domain/shared-rules'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { useFloorStaff } from '../api'
import { useOrderOpen } from '../mutations'
import type { OrderRecord } from '../types'
import styles from './order-panel.module.css'

interface OpenOrderFormProps {
  restaurantId: string
  tableId: string
  /** The table's usual waiter, preselected. */
  tableWaiter: string
  currentUser: UserRecord
  onOpened: (order: OrderRecord) => void
}

/** Seats guests at a free table: how many, and who serves them. */
export function OpenOrderForm({ restaurantId, tableId, tableWaiter, currentUser, onOpened }: OpenOrderFormProps) {
  const { t } = useTranslation('floor')
  const waiterId = useId()
  const staff = useFloorStaff(restaurantId)
  const openOrder = useOrderOpen(restaurantId)
  const [guests, setGuests] = useState(2)
  const defaultWaiter = currentUser.role === 'waiter' ? currentUser.id : tableWaiter || currentUser.id
  const [waiter, setWaiter] = useState(defaultWaiter)
  // the signed-in person is always a choice, even before the staff list arrives
  const people = staff.data?.some((member) => member.id === currentUser.id)
    ? staff.data
    : [currentUser, ...(staff.data ?? [])]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    openOrder.mutate({ tableId, guests, waiter }, { onSuccess: onOpened })
  }

  return (
    <form className={styles.openForm} onSubmit={submit}>
      <p className={styles.lead}>{t('order.open.lead')}</p>
      <Stepper
        label={t('order.open.guests')}
        value={guests}
        min={1}
        max={MAX_GUESTS}
        onChange={setGuests}
        decreaseLabel={t('order.open.fewerGuests')}
        increaseLabel={t('order.open.moreGuests')}
        size="lg"
      />
      <div className="field">
        <label className="field__label" htmlFor={waiterId}>
          {t('order.open.waiter')}
        </label>
        <select id={waiterId} className="input" value={waiter} onChange={(event) => setWaiter(event.target.value)}>
          {people.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name.trim() || member.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={openOrder.isPending}>
        {openOrder.isPending ? t('order.open.opening') : t('order.open.submit')}
      </button>
    </form>
  )
}
