import type { DefaultToastOptions, ToastOptions, toast as hotToast } from 'react-hot-toast'
import { whenIdleLater } from '@/lib/browser/idle'

// react-hot-toast (with its CSS-in-JS) is not needed to show a diner's first page, so it loads
// with the first toast, or a few seconds after start when idle, instead of with the app. Toasts
// asked for before it arrives are shown when it does.

const TOASTER_IDLE_DELAY_MS = 5_000

type Message = Parameters<typeof hotToast>[0]
type HotToast = typeof hotToast

let library: Promise<HotToast> | undefined
let wanted: (() => void) | undefined
const toasterWanted = new Promise<void>((resolve) => {
  wanted = resolve
})

function loadToast(): Promise<HotToast> {
  wanted?.()
  library ??= import('react-hot-toast').then(
    (module) => module.toast,
    (error: unknown) => {
      // lost to bad signal: the next toast asks again (a browser may answer from its memory of the failure)
      library = undefined
      throw error
    },
  )
  return library
}

function withToast(show: (toast: HotToast) => void): void {
  loadToast().then(show, () => undefined)
}

/** Resolves when the toaster should mount: at the first toast, or later when the page is idle. */
export function whenToasterWanted(): Promise<void> {
  if (typeof window !== 'undefined') whenIdleLater(() => wanted?.(), TOASTER_IDLE_DELAY_MS)
  return toasterWanted
}

/** Shows a toast (react-hot-toast's API, loaded on first use). */
export const toast = Object.assign((message: Message, options?: ToastOptions) => withToast((t) => t(message, options)), {
  success: (message: Message, options?: ToastOptions) => withToast((t) => t.success(message, options)),
  error: (message: Message, options?: ToastOptions) => withToast((t) => t.error(message, options)),
  dismiss: (id?: string) => withToast((t) => t.dismiss(id)),
})

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
