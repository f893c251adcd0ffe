import { useState } from 'react'
import { CallWaiterSheet } from '@/features/waiter-call/components/call-waiter-sheet'
import { useDinerContext } from './diner-context'

/** State and element of the call-waiter sheet, for any diner page that offers it. */
export function useCallWaiterSheet() {
  const { callWaiter, isCallingWaiter, table } = useDinerContext()
  const [open, setOpen] = useState(false)
  const sheet = (
    <CallWaiterSheet
      open={open}
      onClose={() => setOpen(false)}
      onConfirm={callWaiter}
      isSending={isCallingWaiter}
      tableName={table.name}
    />
  )
  return { openSheet: () => setOpen(true), sheet }
}
