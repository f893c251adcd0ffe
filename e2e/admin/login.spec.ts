import { demo, expect, test } from '../fixtures.ts'

// The app starts in Italian (the initial language), so these assert the Italian texts.
const roles = ['admin', 'manager', 'waiter'] as const

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
}

test.describe('staff login', () => {
  for (const role of roles) {
    test(`${role} lands on the tables`, async ({ page }) => {
      const { email, password } = demo.users[role]
      await signIn(page, email, password)
      await expect(page).toHaveURL(/\/admin\/tables$/)
      // the staff app installs from here (diner pages carry no manifest, decision 024)
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
      await page.getByRole('button', { name: 'Apri il menu' }).click()
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Tavoli' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Account' }).getByText(demo.users[role].name)).toBeVisible()
    })
  }

  test('a waiter does not get the manager screens', async ({ page }) => {
    await signIn(page, demo.users.waiter.email, demo.users.waiter.password)
    await expect(page).toHaveURL(/\/admin\/tables$/)
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    const nav = page.getByRole('navigation')
    await expect(nav.getByRole('link', { name: 'Ordini' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Personale' })).toHaveCount(0)
    await page.goto('/admin/company')
    await expect(page).toHaveURL(/\/admin\/tables$/)
  })

  test('a wrong password is told in Italian, not in the server English', async ({ page }) => {
    await signIn(page, demo.users.admin.email, 'not-the-password')
    await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('blank fields are explained inline', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('   ')
    await page.getByRole('button', { name: 'Accedi' }).click()
    await expect(page.getByText("L'email è obbligatoria")).toBeVisible()
    await expect(page.getByText('La password è obbligatoria')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
  })

  test('the forgot-password link opens the reset page, which confirms the request', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Password dimenticata?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible()
    await page.getByLabel('Email').fill(demo.users.waiter.email)
    await page.getByRole('button', { name: 'Invia il link' }).click()
    await expect(page.getByText('Controlla la posta')).toBeVisible()
  })

  test('a signed-in user visiting /login goes straight to the tables', async ({ page }) => {
    await signIn(page, demo.users.manager.email, demo.users.manager.password)
    await expect(page).toHaveURL(/\/admin\/tables$/)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/admin\/tables$/)
  })

  test('signing out returns to the login page and locks the admin area', async ({ page }) => {
    await signIn(page, demo.users.admin.email, demo.users.admin.password)
    await expect(page).toHaveURL(/\/admin\/tables$/)
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    await page.getByRole('button', { name: 'Esci' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/admin/orders')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('routing', () => {
  test('/ and /admin redirect to the login page when signed out', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Bentornato' })).toBeVisible()
  })

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste')
    await expect(page.getByText('404')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/admin')
  })

  test('the not-found page speaks English after switching language', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'EN' }).click()
    await page.goto('/nowhere')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('an unknown admin path offers shortcuts and a screen search', async ({ page }) => {
    await signIn(page, demo.users.admin.email, demo.users.admin.password)
    await expect(page).toHaveURL(/\/admin\/tables$/)
    await page.goto('/admin/non-esiste')
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Notifiche' })).toBeVisible()
    await page.getByLabel('Cerca tra le schermate').fill('personale')
    await page.getByRole('button', { name: 'Vai' }).click()
    await expect(page).toHaveURL(/\/admin\/staff$/)
  })
})
