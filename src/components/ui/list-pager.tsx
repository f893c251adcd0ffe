import { useId } from 'react'
import { getPageRange } from '@/lib/paging'
import { ArrowLeftIcon, ArrowRightIcon } from './icons'
import styles from './list-pager.module.css'

export interface ListPagerLabels {
  /** e.g. '{{from}}–{{to}} of {{total}}', already filled in by the caller */
  range: (range: { from: number; to: number; total: number }) => string
  pageSize: string
  previous: string
  next: string
}

interface ListPagerProps {
  page: number
  perPage: number
  total: number
  pageSizes: readonly number[]
  onPageChange: (page: number) => void
  onPerPageChange: (perPage: number) => void
  labels: ListPagerLabels
}

/** 'from–to of total', a page-size selector and previous/next buttons under a list. */
export function ListPager({ page, perPage, total, pageSizes, onPageChange, onPerPageChange, labels }: ListPagerProps) {
  const id = useId()
  const range = getPageRange(page, perPage, total)
  return (
    <div className={styles.pager}>
      <label className={styles.size} htmlFor={id}>
        <span>{labels.pageSize}</span>
        <select id={id} className={styles.select} value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.range} aria-live="polite">
        {labels.range(range)}
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label={labels.previous}
        >
          <ArrowLeftIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= range.totalPages}
          aria-label={labels.next}
        >
          <ArrowRightIcon size={18} />
        </button>
      </div>
    </div>
  )
}
