import { useEffect } from 'react'

const APP_NAME = 'Conto'

/** Sets the tab title ("Screen · Conto"), which screen readers announce on navigation. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME
  }, [title])
}
