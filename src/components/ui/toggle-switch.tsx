import { useId, type ReactNode } from 'react'
import styles from './toggle-switch.module.css'

interface ToggleSwitchProps {
  label: string
  description?: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

/** An on/off switch: a native checkbox with role="switch", so keyboards and readers know it. */
export function ToggleSwitch({ label, description, checked, onChange, disabled }: ToggleSwitchProps) {
  const id = useId()
  const descriptionId = useId()
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
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
