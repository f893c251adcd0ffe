import { useTranslation } from 'react-i18next'
import { callFunction } from '@/lib/api/functions-client'
import { describeFunctionError } from '@/lib/errors/describe-function-error'
import { FUNCTION_ERROR_CODES, getTranslatedCode } from '@/domain/function-error-codes'
import { toast, TOAST_DURATION_MS } from '@/lib/browser/toast'
import { useAppMutation } from '@/lib/live/use-app-mutation'

export function postCallWaiter(tableId: string): Promise<void> {
  return callFunction('/api/push/call-waiter', { tableId })
}

/**
 * Calls a waiter to the table; the outcome is announced with a toast (SPEC §8 texts). A call made
 * moments ago by someone at the table means a waiter is on the way: the sheet closes and says so
 * for as long as any other news, rather than flashing as a failure.
 */
export function useWaiterCall(tableId: string | undefined) {
  const { t } = useTranslation('errors')
  return useAppMutation({
    mutationFn: async () => {
      if (!tableId) throw new Error(t('noTableId'))
      try {
        await postCallWaiter(tableId)
        return t('waiterCallSent')
      } catch (error) {
        if (getTranslatedCode(error) === FUNCTION_ERROR_CODES.waiterRecentlyCalled) return describeFunctionError(error)
        throw error
      }
    },
    // each answer its own toast, with its own full time on screen
    onSuccess: (message) => toast.success(message, { id: `waiter-call-${message}`, duration: TOAST_DURATION_MS }),
    errorToast: (error) => t('waiterCallFailed', { message: describeFunctionError(error) }),
    toastId: 'waiter-call-failed',
  })
}
