import { demo, expect, test } from '../fixtures.ts'
import { accessibilityAudit } from '../axe.ts'
import { signInAs, type Role } from './floor-helpers.ts'

// Pictures of every floor screen at tablet/desktop and phone size, for people to look at, and
// axe-core's check of each: no serious or critical violation.
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
const sizes = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
]

for (const size of sizes) {
  test.describe(`at ${size.name}px`, () => {
    test.use({ viewport: size.viewport })
    // ten full-page pictures at 1280 px took 28 s of the default 30 on an idle CI machine
    test.setTimeout(90_000)

    test('floor screens', async ({ page }) => {
      const table4 = demo.tables.find((table) => table.name === '4')!
      const audit = accessibilityAudit(page)
      const shoot = async (name: string, ready: () => Promise<void>) => {
        await ready()
        await page.screenshot({ path: `${shots}/floor-${name}-${size.name}.png` })
        await audit.check(name)
      }
      const role: Role = 'manager'
      await signInAs(page, role)

      await shoot('tables', () => expect(page.getByRole('row', { name: /^Tavolo 4\b/ })).toBeVisible())
      await page.getByRole('button', { name: 'Tavolo 4' }).click()
      await shoot('table-panel', () => expect(page.getByRole('dialog').getByText('Ordine n. 102')).toBeVisible())
      await page.getByRole('dialog').getByRole('tab', { name: 'Aggiungi piatti' }).click()
      await shoot('table-panel-menu', () => expect(page.getByRole('button', { name: 'Aggiungi Margherita' })).toBeVisible())
      await page.getByRole('button', { name: 'Chiudi il pannello' }).click()
      await page.getByRole('button', { name: 'Tavolo 1', exact: true }).click()
      await shoot('table-open-order', () => expect(page.getByRole('button', { name: "Apri l'ordine" })).toBeVisible())
      await page.getByRole('button', { name: 'Chiudi il pannello' }).click()

      await page.goto('/admin/dashboard')
      await shoot('dashboard', () => expect(page.getByRole('group', { name: 'Coperti oggi' })).toBeVisible())
      await page.goto('/admin/orders')
      await shoot('orders', () => expect(page.getByRole('link', { name: '#102', exact: true })).toBeVisible())
      await page.goto(`/admin/orders/${table4.orderId}`)
      await shoot('order-detail', () => expect(page.getByRole('table', { name: 'Piatti' })).toBeVisible())
      await page.goto('/admin/orders/nope')
      await shoot('order-not-found', () => expect(page.getByRole('heading', { name: 'Ordine non trovato', level: 1 })).toBeVisible())
      await page.goto('/admin/notifications')
      await shoot('notifications', () => expect(page.getByRole('heading', { name: 'Notifiche', level: 1 })).toBeVisible())
      await page.goto('/admin/qr-generator')
      await shoot('qr-generator', () => expect(page.getByRole('img', { name: 'Codice QR del Tavolo 1', exact: true })).toBeVisible())
      await page.goto('/admin/shift-report')
      await shoot('shift-report', () => expect(page.getByRole('heading', { name: 'Report di turno', level: 1 })).toBeVisible())
      if (size.name === '1280') {
        // a 1280 px tablet shows every column: nothing scrolls sideways, nothing is cut
        const overflow = await page.getByRole('region', { name: /^(Totale del ristorante|Per cameriere)$/ }).evaluateAll((regions) => regions.map((region) => region.scrollWidth - region.clientWidth))
        expect(overflow.length).toBeGreaterThanOrEqual(2)
        expect(overflow.every((extra) => extra <= 0), `overflow ${overflow.join(', ')} px`).toBe(true)
      }
      await page.goto('/admin/menu')
      await shoot('menu', () => expect(page.getByText('Margherita').first()).toBeVisible())
      await page.goto('/admin/tables?manage=1')
      await shoot('tables-manage', () => expect(page.getByRole('button', { name: 'Torna alla sala' })).toBeVisible())
      audit.expectNone()
    })
  })
}
