import type { ReactNode } from 'react'
import styles from './share-ring.module.css'

interface ShareRingProps {
  totalGuests: number
  payingFor: number
  children?: ReactNode
}

const SIZE = 200
const STROKE = 16
const RADIUS = (SIZE - STROKE) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS
/** Above this many guests the segments would be slivers: draw one continuous arc instead. */
const MAX_SEGMENTS = 24
const GAP = 5

/** A ring cut into one segment per guest, the diner's share highlighted; the amount sits inside. */
export function ShareRing({ totalGuests, payingFor, children }: ShareRingProps) {
  const guests = Math.max(1, totalGuests)
  const segmented = guests > 1 && guests <= MAX_SEGMENTS
  const segment = CIRCUMFERENCE / guests
  const share = Math.min(1, payingFor / guests)
  return (
    <div className={styles.ring}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" focusable="false">
        <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
          {segmented ? (
            Array.from({ length: guests }, (_, index) => (
              <circle
                key={index}
                className={`${styles.segment} ${index < payingFor ? styles.mine : styles.others}`}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                strokeWidth={STROKE}
                strokeDasharray={`${segment - GAP} ${CIRCUMFERENCE}`}
                strokeDashoffset={-index * segment - GAP / 2}
              />
            ))
          ) : (
            <>
              <circle className={styles.others} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} />
              <circle
                className={styles.mine}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                strokeWidth={STROKE}
                strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
              />
            </>
          )}
        </g>
      </svg>
      <div className={styles.center}>{children}</div>
    </div>
  )
}
