// Shared steps of the office specs (e2e/admin/office-*.spec.ts). Every spec works in a company of
// its own, written with the superuser REST API, so deactivating people, refunding payments or
// uploading files never disturbs the demo company other specs rely on.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { su } from '../superuser.ts'

export { su }

export const desktop = { width: 1280, height: 800 }
export const phone = { width: 390, height: 844 }
export const PASSWORD = 'Office-Tests-2025!'
export const seedAssets = join(import.meta.dirname, '../../scripts/seed-assets')
export const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

let orderNumber = 100

const create = (collection: string, body: unknown) => su<{ id: string }>('POST', `/api/collections/${collection}/records`, body)
export const getRecord = <T = Record<string, unknown>>(collection: string, id: string) =>
  su<T>('GET', `/api/collections/${collection}/records/${id}`)

export interface Person {
  id: string
  email: string
  password: string
  name: string
}

export interface Tenant {
  run: string
  companyId: string
  restaurantId: string
  restaurantName: string
  admin: Person
  /** Makes another member of the company (active unless told otherwise). */
  member: (role: 'admin' | 'manager' | 'waiter', extra?: Record<string, unknown>) => Promise<Person>
}

/** A fresh company with one active restaurant and an active administrator. */
export async function createTenant(label: string): Promise<Tenant> {
  const run = randomBytes(3).toString('hex')
  const company = await create('companies', { name: `${label} ${run} S.r.l.`, default_currency: 'EUR', country: 'IT' })
  const restaurantName = `Osteria ${label} ${run}`
  const restaurant = await create('restaurants', {
    company: company.id,
    name: restaurantName,
    description: 'Cucina di casa.',
    address: 'Via Roma 1, Milano',
    active: true,
  })
  let serial = 0
  const member = async (role: 'admin' | 'manager' | 'waiter', extra: Record<string, unknown> = {}): Promise<Person> => {
    const email = `${role}-${label.toLowerCase().replace(/\W+/g, '')}-${run}-${++serial}@office.test`
    const name = `${role === 'admin' ? 'Anna' : role === 'manager' ? 'Mario' : 'Walter'} ${label} ${serial}`
    const record = await create('users', {
      email,
      emailVisibility: true,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      verified: true,
      name,
      company: company.id,
      restaurant: restaurant.id,
      role,
      status: 'active',
      language: 'it',
      ...extra,
    })
    return { id: record.id, email, password: PASSWORD, name }
  }
  const admin = await member('admin')
  return { run, companyId: company.id, restaurantId: restaurant.id, restaurantName, admin, member }
}

export interface SeededPayment {
  id: string
  orderId: string
  session: string
  total: number
}

/**
 * Completed card payments on an order of a new table, as the payment server records them (with a
 * PaymentIntent, so a refund can go through stripe-mock), each optionally rated.
 */
export async function seedPayments(
  tenant: Tenant,
  payments: { total: number; tip?: number; status?: string; ratings?: { food?: number; service?: number } }[],
): Promise<SeededPayment[]> {
  const table = await create('tables', { restaurant: tenant.restaurantId, name: `T${randomBytes(2).toString('hex')}`, section: 'Sala', currency: 'EUR' })
  const order = await create('orders', { restaurant: tenant.restaurantId, table: table.id, guests: 2, number: ++orderNumber })
  const seeded: SeededPayment[] = []
  for (const [index, payment] of payments.entries()) {
    const session = `cs_test_office_${tenant.run}_${index}_${randomBytes(3).toString('hex')}`
    const tip = payment.tip ?? 0
    const now = new Date().toISOString()
    const tx = await create('transactions', {
      order: order.id,
      restaurant: tenant.restaurantId,
      status: payment.status ?? 'completed',
      currency: 'EUR',
      base_amount: payment.total - tip,
      tip_amount: tip,
      total_amount: payment.total,
      split_mode: 'equal',
      split_total_guests: 2,
      split_paying_for: 1,
      tip_mode: 'percent',
      payment_method: 'card',
      stripe_session_id: session,
      stripe_payment_intent_id: `pi_office_${tenant.run}_${index}`,
      stripe_charge_id: `ch_office_${tenant.run}_${index}`,
      receipt_email: 'ospite@example.com',
      paid_at: now.replace('T', ' '),
      logs: [
        { action: 'claimed', time: now },
        { action: 'checkout_created', time: now },
        { action: 'completed', time: now },
      ],
    })
    for (const [type, rating] of Object.entries(payment.ratings ?? {})) {
      await create('reviews', { stripe_session_id: session, type, rating })
    }
    seeded.push({ id: tx.id, orderId: order.id, session, total: payment.total })
  }
  return seeded
}

/** Signs someone in on the login page and waits for the tables (the admin landing page). */
export async function signIn(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/admin\/tables$/)
}

/** The first link to the app's /reset-password page in an e-mail's text. */
export function resetLink(text: string): string {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(text)
  if (!match) throw new Error(`No /reset-password link in:\n${text}`)
  return match[0]
}

export function assetFile(name: string, mimeType: string) {
  return { name, mimeType, buffer: readFileSync(join(seedAssets, name)) }
}

/** Opens the navigation drawer on phones (the sidebar is always open on desktops). */
export async function openNav(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < 960) await page.getByRole('button', { name: /^(Apri il menu|Open menu)$/ }).click()
}

/** A second, separate browser session (another person on another device), like the test's own. */
export async function otherPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', viewport: phone })
  return context.newPage()
}

/**
 * A settings card alone, cut from a full-page picture taken from the top: an element's own
 * screenshot would have the fixed top bar over the card's title, wherever the page was scrolled to.
 */
export async function shootCard(page: Page, card: Locator, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await card.boundingBox()
  if (!box) throw new Error(`The card for ${path} is not on the page`)
  await page.screenshot({ path, fullPage: true, clip: box })
}

/** The card at 390 px, then the whole page and the card alone at 1280 px, back at 390 px (`name`-390/-1280/-card-1280.png). */
export async function shootCardAtBothSizes(page: Page, card: Locator, name: string): Promise<void> {
  await shootCard(page, card, `${shots}/${name}-390.png`)
  await page.setViewportSize(desktop)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true })
  await shootCard(page, card, `${shots}/${name}-card-1280.png`)
  await page.setViewportSize(phone)
}
