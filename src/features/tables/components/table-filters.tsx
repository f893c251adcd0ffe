import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableStatus } from '@/lib/api/pocketbase-types'
import { TABLE_STATUSES, type TableFilter } from '../filters'
import styles from './tables.module.css'

interface TableFiltersProps {
  sections: string[]
  counts: Record<TableStatus, number>
  total: number
  value: TableFilter
  onChange: (filter: TableFilter) => void
}

/** Section picker and status chips (with how many tables are in each status). */
export function TableFilters({ sections, counts, total, value, onChange }: TableFiltersProps) {
  const { t } = useTranslation('floor')
  const sectionId = useId()
  return (
    <div className={styles.filters} role="group" aria-label={t('tables.filters.label')}>
      {sections.length > 0 ? (
        <div className={styles.sectionField}>
          <label className={styles.filterLabel} htmlFor={sectionId}>
            {t('tables.filters.section')}
          </label>
          <select
            id={sectionId}
            className={styles.select}
            value={value.section}
            onChange={(event) => onChange({ ...value, section: event.target.value })}
          >
            <option value="">{t('tables.filters.allSections')}</option>
            {sections.map((section) => (
              <option key={section} value={section}>
                {section}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.chips} role="group" aria-label={t('tables.filters.status')}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={value.status === ''}
          onClick={() => onChange({ ...value, status: '' })}
        >
          {t('tables.filters.allStatuses')}
          <span className={styles.chipCount}>{total}</span>
        </button>
        {TABLE_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={styles.chip}
            data-status={status}
            aria-pressed={value.status === status}
            onClick={() => onChange({ ...value, status: value.status === status ? '' : status })}
          >
            {t(`tableStatus.${status}`)}
            <span className={styles.chipCount}>{counts[status]}</span>
          </button>
        ))}
      </div>
    </div>
  )
}
