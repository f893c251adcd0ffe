import { toast, type DefaultToastOptions } from 'react-hot-toast'

export { toast }

export const TOAST_DURATION_MS = 4_000
export const TOAST_SUCCESS_DURATION_MS = 2_000
/** Loading toasts stay until the caller resolves them. */
export const TOAST_LOADING_DURATION_MS = Number.POSITIVE_INFINITY
export const TOAST_LIMIT = 20
export const TOAST_OFFSET_STANDALONE_PX = 60
export const TOAST_OFFSET_PX = 16

export const toastOptions: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  blank: { duration: TOAST_DURATION_MS },
  error: { duration: TOAST_DURATION_MS },
  custom: { duration: TOAST_DURATION_MS },
  success: { duration: TOAST_SUCCESS_DURATION_MS },
  loading: { duration: TOAST_LOADING_DURATION_MS },
}

/** Installed full-screen apps draw under the status bar, so toasts sit lower there. */
export function getToastOffset(isStandalone: boolean): number {
  return isStandalone ? TOAST_OFFSET_STANDALONE_PX : TOAST_OFFSET_PX
}

/** True when running as an installed app (home-screen PWA or full screen). */
export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true
  return (
    iosStandalone ||
    window.matchMedia('(display-mode: standalone)').matches ||
    window.matchMedia('(display-mode: fullscreen)').matches
  )
}

/** Ids of visible toasts beyond the limit, oldest first (toasts arrive newest first). */
export function getOverflowToastIds(toasts: readonly { id: string; visible: boolean }[], limit = TOAST_LIMIT): string[] {
  return toasts.filter((item) => item.visible).slice(limit).map((item) => item.id)
}
