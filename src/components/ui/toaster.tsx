import { useEffect, useRef, useState } from 'react'
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast'
import { getOverflowToastIds, getToastOffset, isStandaloneDisplay, toastOptions } from '@/lib/toast'
import styles from './toaster.module.css'

/**
 * App-wide toast outlet: spec durations, at most 20 visible, offset for installed apps. It lives in
 * a manual popover, raised to the top layer whenever a toast appears: a modal <dialog> (the floor's
 * side panel, a sheet) sits in the top layer too, and would otherwise hide every toast behind it.
 */
export function Toaster() {
  const { toasts } = useToasterStore()
  const [standalone] = useState(isStandaloneDisplay)
  const layer = useRef<HTMLDivElement>(null)
  const visibleIds = toasts
    .filter((item) => item.visible)
    .map((item) => item.id)
    .join(',')

  useEffect(() => {
    for (const id of getOverflowToastIds(toasts)) toast.dismiss(id)
  }, [toasts])

  useEffect(() => {
    const element = layer.current
    if (!element || typeof element.showPopover !== 'function') return
    // hide and show again: the layer goes above whatever entered the top layer since
    if (element.matches(':popover-open')) element.hidePopover()
    if (visibleIds) element.showPopover()
  }, [visibleIds])

  const offset = getToastOffset(standalone)
  return (
    <div ref={layer} popover="manual" className={styles.layer}>
      <HotToaster
        position="top-center"
        toastOptions={{ ...toastOptions, className: 'toast' }}
        containerStyle={{ top: offset, left: 16, right: 16 }}
      />
    </div>
  )
}
