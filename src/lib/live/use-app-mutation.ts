import { useMutation, useQueryClient, type MutateOptions, type QueryKey, type UseMutationResult } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '@/lib/errors/error-message'
import { toast } from '@/lib/browser/toast'

/** The failure toast's text from the error; `null` for an error the screen shows another way. */
export type ErrorToast = (error: Error) => string | null

export interface AppMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>
  onSuccess?: (data: TData, variables: TVariables) => unknown
  /** Side effects of a failure besides the toast (refetching what may now be wrong). */
  onError?: (error: Error, variables: TVariables) => unknown
  /** Query keys refetched once the mutation settles, whether it worked or not. */
  invalidates?: (variables: TVariables) => readonly QueryKey[]
  /**
   * What the failure toast says; `false` where every caller shows the error inline.
   * Default: office's "Could not save: {message}".
   */
  errorToast?: ErrorToast | false
  /** One toast per id: a second failure replaces the first instead of stacking. */
  toastId?: string
  /** Mutations sharing a scope id run one after another (TanStack's `scope`). */
  scope?: { id: string }
}

/** Per call: `errorToast` replaces the hook's failure toast for this call only. */
export type AppMutateOptions<TData, TVariables> = MutateOptions<TData, Error, TVariables> & { errorToast?: ErrorToast | false }

// What actually runs: the caller's variables plus this call's own toast, if it has one.
// Carried with the variables (not in a ref) so two quick calls can never swap their choices.
interface Call<TVariables> {
  variables: TVariables
  errorToast: ErrorToast | false | undefined
}

type Callback = ((...args: never[]) => unknown) | undefined

function toCall<TVariables>(variables: TVariables, options: { errorToast?: ErrorToast | false } | undefined): Call<TVariables> {
  return { variables, errorToast: options?.errorToast }
}

function unwrapCall<TData, TVariables>(options: AppMutateOptions<TData, TVariables> | undefined) {
  if (!options) return undefined
  const { onSuccess, onError, onSettled } = options
  // Each callback gets the caller's variables back in place of the envelope.
  const forward =
    (callback: Callback, index: number) =>
    (...args: unknown[]) => {
      const call = args[index] as Call<TVariables>
      return (callback as ((...rest: unknown[]) => unknown) | undefined)?.(...args.slice(0, index), call.variables, ...args.slice(index + 1))
    }
  return {
    onSuccess: onSuccess && forward(onSuccess, 1),
    onError: onError && forward(onError, 1),
    onSettled: onSettled && forward(onSettled, 2),
  } as MutateOptions<TData, Error, Call<TVariables>>
}

/**
 * The app's mutation: toasts its failure (office's "Could not save" unless the hook's or the
 * call's `errorToast` says otherwise) and refetches `invalidates` when it settles.
 */
export function useAppMutation<TData, TVariables = void>(
  options: AppMutationOptions<TData, TVariables>,
): Omit<UseMutationResult<TData, Error, TVariables>, 'mutate'> & {
  mutate: (variables: TVariables, options?: AppMutateOptions<TData, TVariables>) => void
} {
  // 'office' is a staff namespace the diner never loads: asking for it up front would suspend a
  // diner page, so the default text is looked up only when a staff mutation fails.
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { mutationFn, onSuccess, onError, invalidates, errorToast, toastId, scope } = options
  const mutation = useMutation<TData, Error, Call<TVariables>>({
    scope,
    mutationFn: (call) => mutationFn(call.variables),
    onSuccess: (data, call) => onSuccess?.(data, call.variables),
    onError: async (error, call) => {
      const describe = call.errorToast ?? errorToast
      if (describe !== false) {
        const message = describe ? describe(error) : t('common.saveFailed', { ns: 'office', message: getErrorMessage(error) })
        if (message) toast.error(message, toastId ? { id: toastId } : undefined)
      }
      await onError?.(error, call.variables)
    },
    onSettled: (_data, _error, call) => {
      if (!invalidates || !call) return
      return Promise.all(invalidates(call.variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
  const { mutate: mutateCall, mutateAsync: mutateCallAsync } = mutation
  const mutate = useCallback(
    (variables: TVariables, callOptions?: AppMutateOptions<TData, TVariables>) =>
      mutateCall(toCall(variables, callOptions), unwrapCall(callOptions)),
    [mutateCall],
  )
  const mutateAsync = useCallback(
    (variables: TVariables, callOptions?: AppMutateOptions<TData, TVariables>) =>
      mutateCallAsync(toCall(variables, callOptions), unwrapCall(callOptions)),
    [mutateCallAsync],
  )
  // @ts-expect-error the result's state union is kept as is; only the variables are unwrapped
  return { ...mutation, variables: mutation.variables?.variables, mutate, mutateAsync }
}
