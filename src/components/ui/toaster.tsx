import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast'
import { getOverflowToastIds, getToastOffset, isStandaloneDisplay, toastOptions } from '@/lib/browser/toast'

/**
 * The open modal <dialog> toasts must render inside, if any: a modal dialog (the floor's side
 * panel, a sheet) sits in the browser's top layer and makes the rest of the page inert, so a toast
 * outside it would be hidden behind it. The last open one in document order is the innermost.
 */
function useOpenDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null)
  useEffect(() => {
    const update = () => setDialog([...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1) ?? null)
    const observer = new MutationObserver(update)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
    update()
    return () => observer.disconnect()
  }, [])
  return dialog
}

/** App-wide toast outlet: spec durations, at most 20 visible, offset for installed apps. */
export function Toaster() {
  const { toasts } = useToasterStore()
  const [standalone] = useState(isStandaloneDisplay)
  const dialog = useOpenDialog()

  useEffect(() => {
    for (const id of getOverflowToastIds(toasts)) toast.dismiss(id)
  }, [toasts])

  const offset = getToastOffset(standalone)
  const outlet = (
    <HotToaster
      position="top-center"
      toastOptions={{ ...toastOptions, className: 'toast' }}
      containerStyle={{ top: offset, left: 16, right: 16 }}
    />
  )
  return dialog ? createPortal(outlet, dialog) : outlet
}
