import { demo, expect, test } from '../fixtures.ts'
import { euro, spokenEuro, texts, useLanguage } from './diner.ts'
import { openFreshOrder } from './orders.ts'

test('a reload shows the last bill at once, from the persisted cache (Italian)', async ({ page }) => {
  const { diner } = texts('it')
  const order = await openFreshOrder('P9', [['Coperto', 2], ['Pollo alla cacciatora', 1], ['Panna cotta ai frutti di bosco', 2]], 2)
  await page.goto(`${order.path}/bill`)
  await expect(page.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem')).toHaveCount(3)
  // let the persister write (it saves at most once a second)
  await page.waitForTimeout(1_500)

  // the network is now very slow: the bill must not wait for it
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${demo.pocketbaseUrl}/api/collections/**`, async (route) => {
    await held
    // the page may be gone by then
    await route.continue().catch(() => undefined)
  })
  await page.reload()
  await expect(page.getByRole('list', { name: diner.bill.itemsLabel }).getByRole('listitem')).toHaveCount(3, { timeout: 2_000 })
  await expect(page.getByRole('button', { name: `${diner.bill.pay} ${spokenEuro(order.total, 'it')}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: diner.loading })).toHaveCount(0)
  release()
})

test('the split and tip choices survive moving between pages and a reload (English)', async ({ page }) => {
  await useLanguage(page, 'en')
  const { diner } = texts('en')
  const order = await openFreshOrder('P10', [['Coperto', 2], ['Margherita', 2], ['Tiramisù', 1]], 2)

  await page.goto(`${order.path}/split`)
  await page.getByRole('tab', { name: diner.split.tabItems }).click()
  await page.getByRole('group', { name: 'Margherita' }).getByRole('button', { name: /^More/ }).click()
  await page.getByRole('group', { name: 'Tiramisù' }).getByRole('button', { name: /^More/ }).click()
  await page.getByRole('button', { name: new RegExp(`^${diner.split.confirm}`) }).click()
  await expect(page).toHaveURL(/\/tips$/)
  await page.getByRole('radio', { name: /10%/ }).click()

  await page.reload()
  await expect(page.getByRole('radio', { name: /10%/ })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('definition').first()).toHaveText(euro(800 + 650))
  await page.getByRole('link', { name: diner.page.back }).click()
  await expect(page).toHaveURL(/\/split$/)
  await expect(page.getByRole('tab', { name: diner.split.tabItems })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('group', { name: 'Margherita' }).getByRole('status')).toHaveText('1')
  await expect(page.getByRole('group', { name: 'Tiramisù' }).getByRole('status')).toHaveText('1')
  // nothing changed on this visit: confirm stays greyed out
  await expect(page.getByRole('button', { name: new RegExp(`^${diner.split.confirm}`) })).toBeDisabled()

  // paying in full from the bill, then opening the split page, switches to an equal split
  await page.goto(`${order.path}/bill`)
  await page.getByRole('button', { name: new RegExp(`^${diner.bill.pay}`) }).click()
  await expect(page).toHaveURL(/\/tips$/)
  await page.goto(`${order.path}/split`)
  await expect(page.getByRole('tab', { name: diner.split.tabEqual })).toHaveAttribute('aria-selected', 'true')
})

test('the diner switches the language from the home page, and it sticks', async ({ page }) => {
  const order = await openFreshOrder('P13', [['Coperto', 1], ['Tiramisù', 1]], 1)
  await page.goto(order.path)
  await expect(page.getByRole('link', { name: /Paga il conto/ })).toBeVisible()
  const languages = page.getByRole('group', { name: 'Lingua' })
  await languages.getByRole('button', { name: 'EN' }).click()
  await expect(page.getByRole('link', { name: /Pay bill/ })).toBeVisible()
  await page.getByRole('link', { name: /Pay bill/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: texts('en').diner.bill.title })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: texts('en').diner.bill.title })).toBeVisible()
})
