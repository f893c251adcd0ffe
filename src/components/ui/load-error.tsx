import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'

/** A list or screen that could not load, with a button that asks again. */
export function LoadError({ title, onRetry, children }: { title: string; onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <EmptyState
      title={title}
      action={
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      }
    >
      {children}
    </EmptyState>
  )
}
