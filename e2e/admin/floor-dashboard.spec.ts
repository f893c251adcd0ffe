import { demo, expect, test } from '../fixtures.ts'
import { desktop, euro, pbDate, signInAs, suList } from './floor-helpers.ts'

// The dashboard's figures equal what PocketBase holds for today (read independently here).
test.use({ viewport: desktop })

async function todayFromDatabase() {
  const start = new Date()
  start.setHours(0, 0, 0, 0)
  const end = new Date(start)
  end.setDate(end.getDate() + 1)
  const after = pbDate(new Date(start.getTime() - 1))
  const before = pbDate(end)
  const orders = await suList<{ guests: number }>('orders', `restaurant = "${demo.restaurantId}" && created > "${after}" && created < "${before}"`)
  const payments = await suList<{ base_amount: number; tip_amount: number; refund_amount: number }>(
    'transactions',
    `restaurant = "${demo.restaurantId}" && (status = "completed" || status = "partially_refunded") && ` +
      `((paid_at > "${after}" && paid_at < "${before}") || (paid_at = "" && created > "${after}" && created < "${before}"))`,
  )
  const tables = await suList<{ status: string }>('table_status', `restaurant = "${demo.restaurantId}"`)
  return {
    covers: orders.items.reduce((sum, order) => sum + order.guests, 0),
    revenue: payments.items.reduce((sum, payment) => sum + Math.max(0, payment.base_amount - payment.refund_amount), 0),
    tips: payments.items.reduce((sum, payment) => sum + payment.tip_amount, 0),
    openTables: tables.items.filter((table) => table.status !== 'free').length,
  }
}

test('today’s covers, revenue, tips and open tables match the data', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/admin/dashboard')
  const card = (label: string) => page.getByRole('group', { name: label })
  // other specs may change the floor meanwhile: compare until both reads agree
  await expect(async () => {
    const expected = await todayFromDatabase()
    await expect(card('Coperti oggi')).toContainText(String(expected.covers), { timeout: 1_000 })
    await expect(card('Incasso')).toContainText(euro(expected.revenue), { timeout: 1_000 })
    await expect(card('Mance')).toContainText(euro(expected.tips), { timeout: 1_000 })
    await expect(card('Tavoli aperti')).toContainText(`${expected.openTables}su 10 tavoli`, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  // the seeded partial payment of table 4 (13,50 € + 0,68 € tip) is at least part of it
  await expect(page.getByRole('region', { name: 'Attività recente' })).toContainText('pagati al tavolo 4')
  await expect(page.getByRole('img', { name: /^Incasso di oggi per ora/ })).toBeVisible()
  await expect(card('Voto al cibo')).toBeVisible()
  await expect(card('Voto al servizio')).toBeVisible()
})
