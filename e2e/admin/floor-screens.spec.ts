import type { Locator, Page } from '@playwright/test'
import { demo, expect, test } from '../fixtures.ts'
import { accessibilityAudit } from '../axe.ts'
import { signInAs, type Role } from './floor-helpers.ts'

// Pictures of every floor screen at tablet/desktop and phone size, for people to look at, and
// axe-core's check of each: no serious or critical violation.
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

/**
 * How many lines the tallest cell of a table takes: 1 when every row reads across on one line.
 * Cells labelled in `mayWrap` (names) are left out.
 */
function getTallestCellLines(table: Locator, mayWrap: string[] = []): Promise<number> {
  return table.locator('tbody td').evaluateAll(
    (cells, mayWrap) => {
      const countLines = (cell: Element) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        // boxes of text and of inline elements (a badge); the 1 px text kept for screen readers is skipped
        const boxes = Array.from(range.getClientRects())
          .filter((box) => box.width > 1 && box.height > 1)
          .sort((a, b) => a.top - b.top)
        let lines = 0
        let bottom = -Infinity
        for (const box of boxes) {
          if (box.top >= bottom - 1) lines += 1
          bottom = Math.max(bottom, box.bottom)
        }
        return lines
      }
      return Math.max(0, ...cells.filter((cell) => !mayWrap.includes((cell as HTMLElement).dataset.label ?? '')).map(countLines))
    },
    mayWrap,
  )
}

/** Scrolls every table of the page to its last column, for a picture of what is past the card's edge. */
async function scrollTablesToEnd(page: Page): Promise<void> {
  await page.getByRole('table').evaluateAll((tables) => tables.forEach((table) => table.parentElement!.scrollTo({ left: table.scrollWidth })))
}

const sizes = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
]

for (const size of sizes) {
  test.describe(`at ${size.name}px`, () => {
    test.use({ viewport: size.viewport })
    // ten full-page pictures at 1280 px took 28 s of the default 30 on an idle CI machine, and
    // over 90 s on a two-core machine running another suite alongside
    test.setTimeout(150_000)

    test('floor screens', async ({ page }) => {
      const table4 = demo.tables.find((table) => table.name === '4')!
      const audit = accessibilityAudit(page)
      // fullPage for the tables whose every row people should see
      const shoot = async (name: string, ready: () => Promise<void>, fullPage = false) => {
        await ready()
        await page.screenshot({ path: `${shots}/floor-${name}-${size.name}.png`, fullPage })
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
      // newest first: late in the suite other journeys' orders fill the first page, so not #102
      await shoot('orders', () => expect(page.getByRole('table', { name: 'Ordini' }).getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible())
      await page.goto('/admin/transactions')
      await shoot('transactions', () => expect(page.getByRole('columnheader', { name: 'Documento' })).toBeAttached(), true)
      if (size.name === '1280') {
        // with the Documento column every row still reads across on one line (the waiter's name may wrap)
        expect(await getTallestCellLines(page.getByRole('table', { name: 'Transazioni', exact: true }), ['Cameriere'])).toBe(1)
        await scrollTablesToEnd(page)
        await page.screenshot({ path: `${shots}/floor-transactions-scrolled-${size.name}.png`, fullPage: true })
      }
      await page.goto(`/admin/orders/${table4.orderId}`)
      await shoot('order-detail', () => expect(page.getByRole('table', { name: 'Piatti' })).toBeVisible())
      await page.goto('/admin/orders/nope')
      await shoot('order-not-found', () => expect(page.getByRole('heading', { name: 'Ordine non trovato', level: 1 })).toBeVisible())
      await page.goto('/admin/notifications')
      await shoot('notifications', () => expect(page.getByRole('heading', { name: 'Notifiche', level: 1 })).toBeVisible())
      await page.goto('/admin/qr-generator')
      await shoot('qr-generator', () => expect(page.getByRole('img', { name: 'Codice QR del Tavolo 1', exact: true })).toBeVisible())
      await page.goto('/admin/shift-report')
      await shoot('shift-report', () => expect(page.getByRole('table', { name: 'Per cameriere' })).toBeVisible(), true)
      if (size.name === '1280') {
        // every row reads across on one line; columns that do not fit scroll inside their card, never the page
        for (const name of ['Totale del ristorante', 'Per cameriere']) expect(await getTallestCellLines(page.getByRole('table', { name, exact: true })), name).toBe(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
        await scrollTablesToEnd(page)
        await page.screenshot({ path: `${shots}/floor-shift-report-scrolled-${size.name}.png`, fullPage: true })
      }
      await page.goto('/admin/menu')
      await shoot('menu', () => expect(page.getByText('Margherita').first()).toBeVisible())
      await page.goto('/admin/tables?manage=1')
      await shoot('tables-manage', () => expect(page.getByRole('button', { name: 'Torna alla sala' })).toBeVisible())
      audit.expectNone()
    })
  })
}
