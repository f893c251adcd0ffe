import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { getPageRange } from '@/lib/live/paging'
import { ArrowLeftIcon, ArrowRightIcon } from './icons'
import styles from './list-pager.module.css'

interface ListPagerProps {
  page: number
  perPage: number
  total: number
  pageSizes: readonly number[]
  onPageChange: (page: number) => void
  onPerPageChange: (perPage: number) => void
}

/** 'from–to of total', a page-size selector and previous/next buttons under a list. */
export function ListPager({ page, perPage, total, pageSizes, onPageChange, onPerPageChange }: ListPagerProps) {
  const { t } = useTranslation('common')
  const id = useId()
  const range = getPageRange(page, perPage, total)
  return (
    <div className={styles.pager}>
      <label className={styles.size} htmlFor={id}>
        <span>{t('paging.pageSize')}</span>
        <select id={id} className={styles.select} value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.range} aria-live="polite">
        {t('paging.range', { ...range })}
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label={t('paging.previous')}
        >
          <ArrowLeftIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= range.totalPages}
          aria-label={t('paging.next')}
        >
          <ArrowRightIcon size={18} />
        </button>
      </div>
    </div>
  )
}
