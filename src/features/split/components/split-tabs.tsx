import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './split-tabs.module.css'

export type SplitTab = 'equal' | 'items'

interface SplitTabsProps {
  value: SplitTab
  onChange: (tab: SplitTab) => void
  labels: Record<SplitTab, string>
  icons: Record<SplitTab, ReactNode>
  idPrefix: string
}

const TABS: SplitTab[] = ['equal', 'items']

/** Two tabs (WAI-ARIA tabs pattern: arrows move between them, the panel follows). */
export function SplitTabs({ value, onChange, labels, icons, idPrefix }: SplitTabsProps) {
  const refs = useRef<Record<SplitTab, HTMLButtonElement | null>>({ equal: null, items: null })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = value === 'equal' ? 'items' : 'equal'
    onChange(next)
    refs.current[next]?.focus()
  }
  return (
    <div className={styles.tabs} role="tablist" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            refs.current[tab] = node
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={value === tab}
          aria-controls={`${idPrefix}-panel-${tab}`}
          tabIndex={value === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {icons[tab]}
          {labels[tab]}
        </button>
      ))}
    </div>
  )
}
