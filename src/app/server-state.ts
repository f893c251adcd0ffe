import type { DehydratedState } from '@tanstack/react-query'

// The query cache a server-rendered diner page was drawn from, embedded in the page for the
// browser to hydrate with (entry-server.tsx writes it, main.tsx reads it).

const SERVER_STATE_ID = 'conto-state'

/**
 * The <script> that carries the state. JSON, never run (the CSP needs no 'unsafe-inline'); every
 * `<` is escaped, so a restaurant named "</script><script>…" stays text.
 */
export function renderServerState(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`
}

/**
 * The state the server drew this page from, or undefined when the page was not server-rendered
 * (another page, or a host without the web server). Its answers count as read now: the server
 * read them a moment ago, and the phone's clock need not agree with the server's.
 */
export function readServerState(): DehydratedState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent
  if (!text) return undefined
  try {
    const state = JSON.parse(text) as DehydratedState
    const now = Date.now()
    for (const query of state.queries) query.state.dataUpdatedAt = now
    return state
  } catch {
    return undefined // the browser renders the page itself
  }
}
