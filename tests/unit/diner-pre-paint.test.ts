// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import enCommon from '../../locales/en/common.json'
import enDiner from '../../locales/en/diner.json'
import itDiner from '../../locales/it/diner.json'
import { billKeys } from '@/features/bill/api'
import { restaurantKeys } from '@/features/restaurant/api'
import { hasOfflineCopy, OFFLINE_CACHE_KEY } from '@/lib/offline-cache'
import type { OrderItemStatusRecord, RestaurantRecord, TableStatusRecord } from '@/lib/pocketbase-types'
import { createQueryClient } from '@/lib/query-client'
import { canPrePaint, prePaintDinerPage } from '@/routes/diner/pre-paint'
import { getPrePaintTexts } from '@/routes/diner/pre-paint-texts'
import { preloadDinerData, type DinerData } from '@/routes/diner/preload'
import { seedDinerQueries } from '@/routes/diner/seed-queries'

const restaurant = {
  id: 'r1',
  collectionId: 'pbc_restaurants',
  collectionName: 'restaurants',
  name: 'Osteria',
  description: '',
  logo: '',
  background: '',
  menu_file: '',
  menu_link: '',
  theme_color: '#1d4ed8',
} as unknown as RestaurantRecord

function tableOf(fields: Partial<TableStatusRecord>): TableStatusRecord {
  return { id: 't1', restaurant: 'r1', name: '7', order_id: 'o1', currency: 'EUR', total_amount: 3000, paid_amount: 1000, held_amount: 0, active: true, ...fields } as TableStatusRecord
}

function line(id: string, name: string, price: number, total: number, paid: number): OrderItemStatusRecord {
  return { id, price, total_quantity: total, paid_quantity: paid, held_quantity: 0, share_of: 0, shares_paid: 0, shares_held: 0, expand: { item: { name } } } as unknown as OrderItemStatusRecord
}

const items = [line('l1', 'Coperto', 250, 2, 2), line('l2', 'Carbonara', 1300, 2, 1)]

describe('canPrePaint', () => {
  it.each<[string, DinerData, boolean, boolean]>([
    ['home of an open bill', { restaurant, table: tableOf({}) }, true, true],
    ['bill with its lines', { restaurant, table: tableOf({}), items }, false, true],
    ['bill whose lines failed: React shows their loading rows, not the painter', { restaurant, table: tableOf({}) }, false, false],
    ['bill of a table with no order', { restaurant, table: tableOf({ order_id: '', total_amount: 0, paid_amount: 0 }) }, false, true],
    ['table of another restaurant (React says "table not found")', { restaurant, table: tableOf({ restaurant: 'r2' }) }, true, false],
    ['table out of service', { restaurant, table: tableOf({ active: false }) }, true, false],
    ['everything left being paid by others (React shows the held notice)', { restaurant, table: tableOf({ held_amount: 2000 }) }, true, false],
  ])('%s → %s', (_, data, isHome, expected) => {
    expect(canPrePaint(data, isHome)).toBe(expected)
  })
})

describe('prePaintDinerPage', () => {
  it('paints the home in Italian: name, default description, what is left with its link, footer', () => {
    const root = document.createElement('div')
    prePaintDinerPage(root, { restaurant, table: tableOf({}) }, true, 'it')
    expect(root.querySelector('h1')?.textContent).toBe('Osteria')
    expect(root.textContent).toContain(itDiner.home.defaultDescription)
    const pay = root.querySelector<HTMLAnchorElement>('a[href="/qr/r1/t1/bill"]')
    expect(pay?.textContent).toBe(`${itDiner.home.payBill}${itDiner.home.amountLeft}: 20,00\u00a0€`)
    expect(root.textContent).toContain(`© ${new Date().getFullYear()} Conto`)
    expect(root.querySelector('a[href="/login"]')).not.toBeNull()
    expect(root.querySelector<HTMLElement>('[data-pre-paint]')?.style.getPropertyValue('--brand')).toBe('#1d4ed8')
    expect(document.documentElement.lang).toBe('it')
  })

  it('paints the bill in English, yen without decimals, paid lines struck through', () => {
    const root = document.createElement('div')
    const yen = tableOf({ currency: 'JPY', total_amount: 3000, paid_amount: 500 })
    prePaintDinerPage(root, { restaurant, table: yen, items }, false, 'en')
    expect(root.querySelector('h1')?.textContent).toBe(enDiner.bill.title)
    expect(root.textContent).toContain(new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'JPY' }).format(2500))
    const rows = root.querySelectorAll('li')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.querySelector('s')?.textContent).toBe('Coperto')
    expect(rows[1]?.querySelector('s')).toBeNull()
    expect(rows[1]?.textContent).toContain('1 of 2 paid')
    expect(root.querySelector('a[href="/qr/r1/t1/split"]')?.textContent).toBe(enDiner.bill.split)
    expect(root.querySelector('a[href="/qr/r1/t1"]')?.getAttribute('aria-label')).toBe(enDiner.page.back)
    expect(document.title).toBe(`${enDiner.bill.title} · Osteria · Conto`)
  })

  it.each([
    ['no choices kept in this tab: on to the tips, as React’s "pay in full" does', false, '/qr/r1/t1/tips'],
    ['an earlier split kept in this tab: only the app resets it, so the bill again', true, '/qr/r1/t1/bill'],
  ])('the bill’s Pay link: %s', (_, kept, href) => {
    window.sessionStorage.clear()
    if (kept) window.sessionStorage.setItem('conto.order.t1', '{}')
    const root = document.createElement('div')
    prePaintDinerPage(root, { restaurant, table: tableOf({}), items }, false, 'it')
    const pay = [...root.querySelectorAll('a')].find((link) => link.textContent?.startsWith(itDiner.bill.pay))
    expect(pay?.getAttribute('href')).toBe(href)
    window.sessionStorage.clear()
  })
})

describe('the pre-paint texts', () => {
  it('are the locale files’ own sections', () => {
    const en = getPrePaintTexts('en')
    expect(en.home).toEqual(enDiner.home)
    expect(en.bill).toEqual(enDiner.bill)
    expect(en.footer).toEqual(enCommon.footer)
    expect(getPrePaintTexts('it').table).toBe(itDiner.table)
  })
})

describe('the handover to the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  it('seeds the query cache with the preloaded answers under the app’s own keys', async () => {
    const rows = [{ id: 'l1', order: 'o1', price: 250, total_quantity: 2, paid_quantity: 0, ledger: '', expand: { item: { name: 'Coperto' } } }]
    const answers: [string, unknown][] = [
      ['/restaurants/records/r1', restaurant],
      ['/table_status/records/t1', tableOf({})],
      ['/order_payments_status/records/o1', { id: 'o1', total_amount: 3000, paid_amount: 1000 }],
      ['/order_items_status/records?', { items: rows }],
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(answers.find(([part]) => url.includes(part))?.[1] ?? {}), { status: 200 })),
    )
    const data = await preloadDinerData('/qr/r1/t1/bill')
    const client = createQueryClient()
    seedDinerQueries(client, '/qr/r1/t1/bill')
    expect(client.getQueryData(restaurantKeys.detail('r1'))).toEqual(restaurant)
    expect(client.getQueryData(billKeys.table('t1'))).toEqual(tableOf({}))
    expect(client.getQueryData(billKeys.payment('o1'))).toMatchObject({ total_amount: 3000 })
    expect(client.getQueryData(billKeys.items('o1'))).toEqual(data?.items)
    expect(data?.items?.[0]).toMatchObject({ id: 'l1', held_quantity: 0 })

    // another table's address finds nothing to seed
    const other = createQueryClient()
    seedDinerQueries(other, '/qr/r1/t2')
    expect(other.getQueryCache().getAll()).toHaveLength(0)
  })

  it.each([
    ['a saved copy of this table, an hour old', billKeys.table('t1'), 60 * 60 * 1_000, true],
    ['a saved copy two days old', billKeys.table('t1'), 48 * 60 * 60 * 1_000, false],
    ['another table only', billKeys.table('t2'), 0, false],
  ])('hasOfflineCopy: %s → %s', (_, queryKey, age, expected) => {
    const saved = { timestamp: Date.now() - age, buster: '', clientState: { mutations: [], queries: [{ queryKey, queryHash: JSON.stringify(queryKey), state: {} }] } }
    window.localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify(saved))
    // the key src/preload.ts asks about is the bill feature's own
    expect(hasOfflineCopy(['bill', 'table', 't1'])).toBe(expected)
  })

  it('hasOfflineCopy: nothing saved, or a corrupt cache → false', () => {
    expect(hasOfflineCopy(['bill', 'table', 't1'])).toBe(false)
    window.localStorage.setItem(OFFLINE_CACHE_KEY, '{not json')
    expect(hasOfflineCopy(['bill', 'table', 't1'])).toBe(false)
  })
})
