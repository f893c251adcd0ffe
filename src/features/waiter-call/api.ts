import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '@/lib/pocketbase-errors'
import { toast } from '@/lib/toast'

/** Reads `{error}` (functions) or `{message}` (PocketBase) from a failed answer. */
export async function readErrorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; error?: unknown } | null
  const message = body?.error ?? body?.message
  return typeof message === 'string' && message.trim() ? message : `${response.status} ${response.statusText}`.trim()
}

export async function postCallWaiter(tableId: string): Promise<void> {
  const response = await fetch('/api/push/call-waiter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tableId }),
  })
  if (!response.ok) throw new Error(await readErrorMessage(response))
}

/** Calls a waiter to the table; the outcome is announced with a toast (SPEC §8 texts). */
export function useWaiterCall(tableId: string | undefined) {
  const { t } = useTranslation('errors')
  return useMutation({
    mutationFn: () => {
      if (!tableId) throw new Error(t('noTableId'))
      return postCallWaiter(tableId)
    },
    onSuccess: () => toast.success(t('waiterCallSent'), { id: 'waiter-call' }),
    onError: (error) => toast.error(t('waiterCallFailed', { message: getErrorMessage(error) }), { id: 'waiter-call' }),
  })
}
