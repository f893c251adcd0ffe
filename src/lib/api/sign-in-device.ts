// The browser named to the sign-in guard (pocketbase/sign_in_guard.go): a place where an account
// signed in before keeps its own budget of wrong passwords, so guests guessing on the restaurant's
// Wi-Fi (one address for everyone) cannot lock the staff out (issue 34, break 7). The id is random
// and proves nothing by itself: a sign-in still needs the password (and the code).

export const SIGN_IN_DEVICE_HEADER = 'X-Conto-Device'
const SIGN_IN_DEVICE_KEY = 'conto.signInDevice'

/** The requests the guard counts: password, e-mailed code, and a confirmed password reset. */
const SIGN_IN_PATHS = /\/api\/collections\/[^/]+\/(auth-with-password|auth-with-otp|confirm-password-reset)$/

/** This browser's id, made once; undefined when storage is refused (the address counts then). */
export function getSignInDevice(): string | undefined {
  try {
    let id = window.localStorage.getItem(SIGN_IN_DEVICE_KEY)
    if (!id) {
      id = crypto.randomUUID()
      window.localStorage.setItem(SIGN_IN_DEVICE_KEY, id)
    }
    return id
  } catch {
    return undefined
  }
}

/** The headers of a request, with the browser's id when it is a sign-in. */
export function withSignInDevice(url: string, headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!SIGN_IN_PATHS.test(new URL(url, 'http://local').pathname)) return headers
  const device = getSignInDevice()
  return device ? { ...headers, [SIGN_IN_DEVICE_HEADER]: device } : headers
}
