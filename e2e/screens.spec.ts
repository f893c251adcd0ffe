import { dinerPath, expect, test } from './fixtures'

// Phone-size pictures of each finished screen, for people to look at (not compared).
const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

test('screenshots of the finished screens at 390×844', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible()
  await page.screenshot({ path: `${shots}/login.png` })

  await page.goto(dinerPath('4'))
  await expect(page.getByRole('heading', { name: 'Trattoria Bella Vista' })).toBeVisible()
  await page.screenshot({ path: `${shots}/diner-home-table-4.png` })

  await page.goto(dinerPath('1'))
  await expect(page.getByRole('heading', { name: 'Trattoria Bella Vista' })).toBeVisible()
  await page.screenshot({ path: `${shots}/diner-home-free-table.png` })

  await page.goto('/qr/nope/nope')
  await page.screenshot({ path: `${shots}/diner-error.png` })

  await page.goto('/questa-pagina-non-esiste')
  await page.screenshot({ path: `${shots}/not-found.png` })

  await page.goto('/login')
  await page.getByLabel('Email').fill('manager@conto.demo')
  await page.getByLabel('Password').fill('ContoDemo2025!')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/admin\/tables$/)
  await page.screenshot({ path: `${shots}/admin-tables-placeholder.png` })
})
