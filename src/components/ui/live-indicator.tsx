import type { LiveState } from '@/lib/live/live-records'
import styles from './live-indicator.module.css'

/** A pulsing dot saying whether the screen updates itself (realtime connected). */
export function LiveIndicator({ state, labels }: { state: LiveState; labels: Record<LiveState, string> }) {
  return (
    <span className={styles.live} data-state={state} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {labels[state]}
    </span>
  )
}
