import { accessibilityAudit } from './axe'
import { dinerPath, expect, test } from './fixtures'

// Phone-size pictures of each finished screen, for people to look at (not compared).
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

test('screenshots of the finished screens at 390×844, checked by axe-core', async ({ page }) => {
  const audit = accessibilityAudit(page)
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible()
  await page.screenshot({ path: `${shots}/login.png` })
  await audit.check('login')

  await page.goto(dinerPath('4'))
  await expect(page.getByRole('heading', { name: 'Trattoria Bella Vista' })).toBeVisible()
  await page.screenshot({ path: `${shots}/diner-home-table-4.png` })
  await audit.check('diner-home-table-4')

  await page.goto(dinerPath('1'))
  await expect(page.getByRole('heading', { name: 'Trattoria Bella Vista' })).toBeVisible()
  await page.screenshot({ path: `${shots}/diner-home-free-table.png` })
  await audit.check('diner-home-free-table')

  await page.goto('/qr/nope/nope')
  await page.screenshot({ path: `${shots}/diner-error.png` })
  await audit.check('diner-error')

  await page.goto('/questa-pagina-non-esiste')
  await page.screenshot({ path: `${shots}/not-found.png` })
  await audit.check('not-found')

  await page.goto('/login')
  await page.getByLabel('Email').fill('manager@conto.demo')
  await page.getByLabel('Password').fill('ContoDemo2025!')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/admin\/tables$/)
  await page.screenshot({ path: `${shots}/admin-tables-placeholder.png` })
  await audit.check('admin-tables-placeholder')
  for (const path of ['/signup', '/forgot-password']) {
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await audit.check(path)
  }
  audit.expectNone()
})
