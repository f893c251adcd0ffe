import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { DemoInfo } from '../../scripts/lib/seed-demo.ts'
import { texts } from '../diner/diner.ts'

// The README's run command serves the product as a restaurant gets it (issue 36): the bill comes
// rendered by the server, and the service worker keeps it for a diner whose signal goes.
const demo = JSON.parse(readFileSync(process.env.E2E_DEMO_FILE ?? '.data/dev/demo.json', 'utf8')) as DemoInfo
const { diner } = texts('it')

test.use({ serviceWorkers: 'allow' })
test.setTimeout(120_000)

test("the demo's bill is rendered by the server and reloads without signal", async ({ page, context, request }) => {
  const table = demo.tables.find((t) => t.name === '4')
  if (!table?.orderId) throw new Error('The demo has no open order on table 4')
  const billPath = `/qr/${demo.restaurantId}/${table.id}/bill`

  // the server's answer already holds the bill, before any script runs
  const html = await (await request.get(billPath)).text()
  expect(html).not.toContain('<div id="root"></div>')
  expect(html).toContain(demo.restaurantName)

  await page.goto(billPath)
  await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
  const amount = await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay} `) }).textContent()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('conto-build-files')).keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(2)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: diner.bill.title })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: diner.offline.title })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`^${diner.bill.pay} `) })).toHaveText(amount ?? '')
})
