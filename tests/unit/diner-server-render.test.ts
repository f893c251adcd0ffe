import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderDinerPage } from '@/entry-server'

// The web server's renderer of the diner home and bill (src/entry-server.tsx): what it reads,
// what it draws, and what it hands the browser to hydrate from. The e2e suite
// (e2e/diner/server-render.spec.ts) checks the hydrated page against it pixel by pixel.

const SERVER_POCKETBASE = 'http://pocketbase.internal:8090'

function restaurantNamed(name: string) {
  return { id: 'r1', collectionId: 'pbc_r', collectionName: 'restaurants', name, description: '', theme_color: '#1d4ed8', logo: '', background: '', menu_url: '', menu_file: '' }
}

const table = { id: 't1', restaurant: 'r1', name: '7', currency: 'eur', active: true, order_id: 'o1', total_amount: 4250, paid_amount: 1000, held_amount: 0, status: 'occupied' }
const payment = { id: 'o1', restaurant: 'r1', table: 't1', total_amount: 4250, paid_amount: 1000, held_amount: 0, status: 'paying' }
const line = { id: 'l1', order: 'o1', item: 'i1', quantity: 2, price: 1250, total_quantity: 2, ledger: '{}', expand: { item: { id: 'i1', name: 'Tagliatelle al ragù' } } }

/** A PocketBase that answers the diner's reads; records every address asked for. */
function pocketBase(restaurant: object = restaurantNamed('Osteria del Porto')) {
  const urls: string[] = []
  const answers: [RegExp, object][] = [
    [/\/restaurants\/records\/r1$/, restaurant],
    [/\/table_status\/records\/t1$/, table],
    [/\/order_payments_status\/records\/o1$/, payment],
    [/\/order_items_status\/records\?/, { items: [line] }],
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      const answer = answers.find(([pattern]) => pattern.test(url))?.[1]
      return new Response(JSON.stringify(answer ?? { message: 'Not found' }), { status: answer ? 200 : 404 })
    }),
  )
  return urls
}

describe('renderDinerPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('draws the bill from the reads it makes, through the API rules, at the server’s address', async () => {
    const urls = pocketBase()
    const page = await renderDinerPage({ pathname: '/qr/r1/t1/bill', cookies: undefined, pocketbaseUrl: SERVER_POCKETBASE })
    expect(urls.every((url) => url.startsWith(`${SERVER_POCKETBASE}/api/collections/`))).toBe(true)
    expect(urls).toHaveLength(4)
    expect(page?.html).toContain('Tagliatelle al ragù')
    expect(page?.html).toMatch(/32,50\s€/)
    expect(page?.htmlAttributes).toBe('lang="it" data-rendered-language="it"')
    expect(page?.title).toBe('Il tuo conto · Osteria del Porto · Conto')
    expect(page?.themeColor).toBe('#1d4ed8')
    // the browser hydrates from the same answers
    const state = JSON.parse(/<script id="conto-state" type="application\/json">(.*)<\/script>/.exec(page?.stateScript ?? '')?.[1] ?? '{}')
    expect(state.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['restaurants', 'detail', 'r1'],
      ['bill', 'table', 't1'],
      ['bill', 'payment', 'o1'],
      ['bill', 'items', 'o1'],
    ])
  })

  it('renders in the language of the diner’s cookie', async () => {
    pocketBase()
    const page = await renderDinerPage({ pathname: '/qr/r1/t1', cookies: 'other=1; conto-language=en', pocketbaseUrl: SERVER_POCKETBASE })
    expect(page?.html).toContain('Pay bill')
    expect(page?.htmlAttributes).toBe('lang="en" data-rendered-language="en"')
    expect(page?.title).toBe('Osteria del Porto · Conto')
  })

  it('keeps a restaurant’s name as text, in the page and in the state it embeds', async () => {
    pocketBase(restaurantNamed('</script><script>alert(1)</script>'))
    const page = await renderDinerPage({ pathname: '/qr/r1/t1', cookies: 'conto-language=<b>', pocketbaseUrl: SERVER_POCKETBASE })
    expect(page?.html).not.toContain('<script>')
    expect(page?.stateScript.match(/<\/script>/g)).toHaveLength(1)
    expect(page?.stateScript).not.toContain('<script>alert')
    expect(page?.htmlAttributes).toBe('lang="it" data-rendered-language="it"')
  })

  it.each(['/', '/admin/tables', '/qr/r1/t1/split', '/qr/r1/t1/payment', '/qr/r1'])('leaves %s to the browser, reading nothing', async (pathname) => {
    const urls = pocketBase()
    expect(await renderDinerPage({ pathname, cookies: undefined, pocketbaseUrl: SERVER_POCKETBASE })).toBeNull()
    expect(urls).toEqual([])
  })

  it('leaves a missing restaurant or table to the browser, which says so in its own words', async () => {
    pocketBase()
    expect(await renderDinerPage({ pathname: '/qr/r1/t404', cookies: undefined, pocketbaseUrl: SERVER_POCKETBASE })).toBeNull()
    expect(await renderDinerPage({ pathname: '/qr/r404/t1/bill', cookies: undefined, pocketbaseUrl: SERVER_POCKETBASE })).toBeNull()
  })
})
