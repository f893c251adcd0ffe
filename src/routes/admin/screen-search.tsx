import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { SearchIcon } from '@/components/ui/icons'
import type { AdminScreen } from './nav-items'
import styles from './not-found.module.css'

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()
}

/** Finds an admin screen by (translated) name; Enter opens the first match. */
export function ScreenSearch({ screens }: { screens: AdminScreen[] }) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const inputId = useId()
  const [query, setQuery] = useState('')
  const needle = normalise(query)
  const matches = needle
    ? screens.filter((screen) => normalise(t(`nav.${screen.key}`)).includes(needle) || screen.path.includes(needle))
    : []

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const first = matches[0]
    if (first) navigate(first.path)
  }

  return (
    <form className={styles.search} role="search" onSubmit={handleSubmit}>
      <label className="field__label" htmlFor={inputId}>
        {t('notFound.search')}
      </label>
      <div className={styles.searchRow}>
        <SearchIcon className={styles.searchIcon} />
        <input
          id={inputId}
          className={`input ${styles.searchInput}`}
          type="search"
          value={query}
          placeholder={t('notFound.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={matches.length === 0}>
          {t('notFound.searchSubmit')}
        </button>
      </div>
      <div aria-live="polite">
        {needle && matches.length === 0 ? (
          <p className={styles.noResults}>{t('notFound.noResults', { query: query.trim() })}</p>
        ) : null}
        {matches.length > 0 ? (
          <ul className={styles.results}>
            {matches.map((screen) => (
              <li key={screen.key}>
                <Link to={screen.path}>{t(`nav.${screen.key}`)}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </form>
  )
}
