import { useQueryClient } from '@tanstack/react-query'
import { loginWithPassword } from '@/features/auth/api'
import { changeLanguage, isAppLanguage } from '@/lib/i18n'
import type { UserRecord } from '@/lib/pocketbase-types'
import { useAppMutation } from '@/lib/use-app-mutation'

interface LoginVariables {
  email: string
  password: string
}

/** Signs in; on success the app switches to the user's preferred language. */
export function useLogin(onSuccess: (user: UserRecord) => void) {
  const queryClient = useQueryClient()
  return useAppMutation({
    mutationFn: ({ email, password }: LoginVariables) => loginWithPassword(email, password),
    onSuccess: async (user) => {
      // Whatever a previous account left in the cache must not leak into this session.
      queryClient.clear()
      if (isAppLanguage(user.language)) await changeLanguage(user.language)
      onSuccess(user)
    },
    // the form explains a refused sign-in itself
    errorToast: false,
  })
}
