import { useEffect, useState } from 'react'
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast'
import { getOverflowToastIds, getToastOffset, isStandaloneDisplay, toastOptions } from '@/lib/toast'

/** App-wide toast outlet: spec durations, at most 20 visible, offset for installed apps. */
export function Toaster() {
  const { toasts } = useToasterStore()
  const [standalone] = useState(isStandaloneDisplay)

  useEffect(() => {
    for (const id of getOverflowToastIds(toasts)) toast.dismiss(id)
  }, [toasts])

  const offset = getToastOffset(standalone)
  return (
    <HotToaster
      position="top-center"
      toastOptions={{ ...toastOptions, className: 'toast' }}
      containerStyle={{ top: offset, left: 16, right: 16 }}
    />
  )
}
