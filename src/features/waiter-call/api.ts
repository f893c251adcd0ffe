import { useTranslation } from 'react-i18next'
import { callFunction } from '@/lib/functions-client'
import { describeFunctionError } from '@/lib/describe-function-error'
import { FUNCTION_ERROR_CODES, getTranslatedCode } from '@/lib/function-error-codes'
import { toast } from '@/lib/toast'
import { useAppMutation } from '@/lib/use-app-mutation'

export function postCallWaiter(tableId: string): Promise<void> {
  return callFunction('/api/push/call-waiter', { tableId })
}

/** Calls a waiter to the table; the outcome is announced with a toast (SPEC §8 texts). */
export function useWaiterCall(tableId: string | undefined) {
  const { t } = useTranslation('errors')
  return useAppMutation({
    mutationFn: async () => {
      if (!tableId) throw new Error(t('noTableId'))
      return postCallWaiter(tableId)
    },
    onSuccess: () => toast.success(t('waiterCallSent'), { id: 'waiter-call' }),
    // a waiter called moments ago is on the way: that is news, not a failure to send
    errorToast: (error) =>
      getTranslatedCode(error) === FUNCTION_ERROR_CODES.waiterRecentlyCalled
        ? describeFunctionError(error)
        : t('waiterCallFailed', { message: describeFunctionError(error) }),
    toastId: 'waiter-call',
  })
}
