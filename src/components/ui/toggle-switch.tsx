import { useId, type ReactNode } from 'react'
import styles from './toggle-switch.module.css'

interface ToggleSwitchProps {
  label: string
  /** Said after the label to screen readers only (which item a switch in a list belongs to). */
  labelSuffix?: string
  description?: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

/** An on/off switch: a native checkbox with role="switch", so keyboards and readers know it. */
export function ToggleSwitch({ label, labelSuffix, description, checked, onChange, disabled }: ToggleSwitchProps) {
  const id = useId()
  const descriptionId = useId()
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {labelSuffix ? <span className="visually-hidden"> {labelSuffix}</span> : null}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  )
}
