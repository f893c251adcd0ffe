// The web server's renderer of the diner's home and bill (scripts/lib/web-server.ts, decision 033).
// It reads the bill as a diner's phone would (anonymously, through the API rules), renders the
// app's own routes to HTML with a query cache holding those answers, and hands back the cache for
// the browser to hydrate from: one set of components draws the page on both sides.
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { dehydrate } from '@tanstack/react-query'
import { BaseAuthStore } from 'pocketbase'
import { App } from '@/app/app'
import { env } from '@/config/env'
import { AppRoutes } from '@/app/router'
import { renderServerState } from '@/app/server-state'
import { paths } from '@/config/paths'
import { matchDinerPath } from '@/config/diner-address'
import { loadDinerPage } from '@/routes/diner/load-diner-page'
import { resolveThemeColor } from '@/lib/format/color'
import { i18n, loadCoreTranslations } from '@/lib/i18n/i18n'
import { INITIAL_LANGUAGE, SUPPORTED_LANGUAGES, getRenderedLanguageAttributes, readLanguageCookie } from '@/lib/i18n/language'
import { createPocketBaseClient } from '@/lib/api/pocketbase-client'
import { createQueryClient } from '@/lib/live/query-client'

/** Builds the addresses of files as the browser reaches PocketBase (no request goes through it). */
const publicFiles = createPocketBaseClient(env.pocketBaseUrl, new BaseAuthStore())

/** The longest a page waits for PocketBase before it is sent to render in the browser instead. */
export const SERVER_READ_TIMEOUT_MS = 2_000

// every language's first-page texts, once, before the first request
await Promise.all(SUPPORTED_LANGUAGES.map(loadCoreTranslations))
const translators = new Map(SUPPORTED_LANGUAGES.map((language) => [language, i18n.cloneInstance({ lng: language })]))

export interface DinerPageRequest {
  pathname: string
  /** The request's Cookie header: the diner's language (language.ts). */
  cookies: string | undefined
  /** Where the server reaches PocketBase (may differ from the browser's address). */
  pocketbaseUrl: string
}

/** What the web server puts into index.html. */
export interface RenderedDinerPage {
  /** The app's markup, for inside #root. */
  html: string
  /** The <script> with the query cache (server-state.ts), for after #root. */
  stateScript: string
  /** The <html> element's attributes. */
  htmlAttributes: string
  title: string
  themeColor: string
}

/**
 * The diner home or bill at `pathname`, rendered; null for any other address, or when the reads
 * fail or are slow: the browser then renders the page itself, with its own loading and error
 * states, as it does on a host without this server.
 */
export async function renderDinerPage(request: DinerPageRequest): Promise<RenderedDinerPage | null> {
  const address = matchDinerPath(request.pathname)
  if (!address) return null
  const isBill = request.pathname.replace(/\/+$/, '') === paths.diner.bill(address.restaurantId, address.tableId)
  if (!address.isHome && !isBill) return null
  // this page's own client, anonymous, at the server's address for PocketBase
  const client = createPocketBaseClient(request.pocketbaseUrl, new BaseAuthStore())
  const queryClient = createQueryClient()
  const data = await withTimeout(loadDinerPage(queryClient, address, client, publicFiles), SERVER_READ_TIMEOUT_MS).catch(() => null)
  if (!data) {
    // its queries' clean-up timers (gcTime) would keep this page's cache for hours
    queryClient.clear()
    return null
  }
  const language = readLanguageCookie(request.cookies) ?? INITIAL_LANGUAGE
  const translator = translators.get(language) ?? i18n
  const html = renderToString(
    <App
      translator={translator}
      client={queryClient}
      persist={false}
      router={
        <StaticRouter location={request.pathname}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
  )
  const name = data.restaurant.name
  const stateScript = renderServerState(dehydrate(queryClient))
  queryClient.clear()
  return {
    html,
    stateScript,
    htmlAttributes: getRenderedLanguageAttributes(language),
    // as useDocumentTitle sets it once the page runs
    title: `${isBill ? `${translator.t('diner:bill.title')} · ${name}` : name} · Conto`,
    themeColor: resolveThemeColor(data.restaurant.theme_color),
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
