import { demo, expect, test } from '../fixtures.ts'
import { enterSignInCode } from '../sign-in-code.ts'
import { su } from '../superuser.ts'
import { assetFile, createTenant, getRecord, openNav, otherPage, signIn } from './office-helpers.ts'

const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`

test('a waiter cannot see or open the company settings', async ({ page }) => {
  await signIn(page, demo.users.waiter)
  await openNav(page)
  const nav = page.getByRole('navigation')
  await expect(nav.getByRole('link', { name: 'Impostazioni profilo' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Impostazioni azienda' })).toHaveCount(0)
  await page.goto('/admin/company')
  await expect(page).toHaveURL(/\/admin\/tables$/)
  await expect(page.getByRole('heading', { name: 'Impostazioni azienda' })).toHaveCount(0)
})

test('a menu that is not a PDF is refused with a clear message and nothing is saved', async ({ page }) => {
  const tenant = await createTenant('Menu')
  await signIn(page, tenant.admin)
  await page.goto('/admin/restaurant')
  await expect(page.getByRole('heading', { name: 'Impostazioni ristorante' })).toBeVisible()
  const menu = page.getByRole('region', { name: 'Menu', exact: true })
  // an image, and an image renamed to .pdf: both refused before anything is sent
  await menu.getByLabel('File PDF del menu').setInputFiles(assetFile('logo.png', 'image/png'))
  await expect(menu.getByRole('alert')).toHaveText('Il menu deve essere un file PDF. Non è stato caricato nulla.')
  const renamed = { ...assetFile('logo.png', 'application/pdf'), name: 'menu.pdf' }
  await menu.getByLabel('File PDF del menu').setInputFiles(renamed)
  await expect(menu.getByRole('alert')).toHaveText('Il menu deve essere un file PDF. Non è stato caricato nulla.')
  expect((await getRecord<{ menu_file: string }>('restaurants', tenant.restaurantId)).menu_file).toBe('')

  // a real PDF goes through and shows up as the menu
  await menu.getByLabel('File PDF del menu').setInputFiles(assetFile('menu.pdf', 'application/pdf'))
  await expect(page.getByText('Menu PDF caricato')).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Apri' })).toBeVisible()
  expect((await getRecord<{ menu_file: string }>('restaurants', tenant.restaurantId)).menu_file).toMatch(/\.pdf$/)
})

test('restaurant details and visibility are saved; an inactive restaurant is hidden from diners', async ({ page }) => {
  const tenant = await createTenant('Visible')
  await signIn(page, tenant.admin)
  await page.goto('/admin/restaurant')
  const details = page.getByRole('region', { name: 'Dati del ristorante' })
  await details.getByLabel('Indirizzo').fill('Piazza Duomo 2, Milano')
  await details.getByRole('switch').uncheck()
  await details.getByRole('button', { name: 'Salva modifiche' }).click()
  await expect(page.getByText('Modifiche salvate')).toBeVisible()
  const saved = await getRecord<{ active: boolean; address: string }>('restaurants', tenant.restaurantId)
  expect(saved).toMatchObject({ active: false, address: 'Piazza Duomo 2, Milano' })
  const anonymous = await fetch(`${demo.pocketbaseUrl}/api/collections/restaurants/records/${tenant.restaurantId}`)
  expect(anonymous.status).toBe(404)
})

test('company settings: details are saved, payouts wait for Stripe', async ({ page }) => {
  const tenant = await createTenant('Company')
  await signIn(page, tenant.admin)
  await page.goto('/admin/company')
  const details = page.getByRole('region', { name: 'Dati aziendali' })
  await details.getByLabel('Descrizione').fill('Tre osterie in centro.')
  await details.getByLabel('Numero di telefono 1').fill('+39 02 555 0101')
  await details.getByRole('button', { name: 'Salva modifiche' }).click()
  await expect(page.getByText('Modifiche salvate')).toBeVisible()
  expect(await getRecord<{ description: string; phone_numbers: string[] }>('companies', tenant.companyId)).toMatchObject({
    description: 'Tre osterie in centro.',
    phone_numbers: ['+39 02 555 0101'],
  })
  const connect = page.getByRole('region', { name: 'Pagamenti con carta tramite Stripe' })
  await expect(connect.getByText('Non collegato')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Salva i versamenti' })).toBeDisabled()
})

test('an administrator turns on the e-mailed sign-in code; the next manager who signs in types it', async ({ page }) => {
  const tenant = await createTenant('Codice')
  const manager = await tenant.member('manager')
  await signIn(page, tenant.admin)
  await page.goto('/admin/company')
  const security = page.getByRole('region', { name: "Sicurezza dell'accesso" })
  const code = security.getByRole('switch', { name: 'Codice via email per amministratori e manager' })
  await expect(code).not.toBeChecked()
  await code.click()
  await expect(page.getByText('Modifiche salvate')).toBeVisible()
  await expect(code).toBeChecked()
  expect(await getRecord<{ sign_in_code: boolean }>('companies', tenant.companyId)).toMatchObject({ sign_in_code: true })

  await security.screenshot({ path: `${shots}/office-sign-in-security-phone.png` })

  await openNav(page)
  await page.getByRole('button', { name: 'Esci' }).click()
  await page.getByLabel('Email').fill(manager.email)
  await page.getByLabel('Password').fill(manager.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByText(`Ti abbiamo inviato un codice di accesso a ${manager.email}. Inseriscilo qui sotto.`)).toBeVisible()
  await page.screenshot({ path: `${shots}/login-code-phone.png` })
  await enterSignInCode(page, manager.email)
  await expect(page).toHaveURL(/\/admin\/tables$/)
})

for (const language of ['it', 'en'] as const) {
  test(`a manager maps the VAT rates to the till's departments; a department used twice is refused (${language})`, async ({ page }) => {
    const w =
      language === 'it'
        ? { title: 'IVA e cassa', defaultVat: 'IVA predefinita', save: 'Salva IVA e reparti', saved: 'IVA e reparti salvati', taken: "Questo reparto è già usato da un'altra aliquota", perTable: /^Uno per tavolo/ }
        : { title: 'VAT and till', defaultVat: 'Default VAT', save: 'Save VAT and departments', saved: 'VAT and departments saved', taken: 'Another rate already uses this department', perTable: /^One per table/ }
    const tenant = await createTenant(`Reparti${language}`)
    const manager = await tenant.member('manager', { language })
    await signIn(page, manager)
    await page.goto('/admin/restaurant')
    const card = page.getByRole('region', { name: w.title })
    await card.getByLabel(w.defaultVat).selectOption('10')
    await card.getByLabel('22 %', { exact: true }).fill('1')
    await card.getByLabel('10 %', { exact: true }).fill('1')
    await card.getByRole('button', { name: w.save }).click()
    await expect(card.getByText(w.taken)).toBeVisible()
    await expect(card.getByLabel('10 %', { exact: true })).toBeFocused()
    expect((await getRecord<{ fiscal_departments: unknown }>('restaurants', tenant.restaurantId)).fiscal_departments).toBeNull()

    await card.getByLabel('10 %', { exact: true }).fill('2')
    await card.getByLabel(/^N2/).fill('11')
    // one documento per table, listing every means, instead of one per diner
    await card.getByRole('radio', { name: w.perTable }).check()
    if (language === 'it') await page.screenshot({ path: `${shots}/office-fiscal-settings.png`, fullPage: true })
    await card.getByRole('button', { name: w.save }).click()
    await expect(page.getByText(w.saved)).toBeVisible()
    const saved = await getRecord<{ default_vat: string; fiscal_departments: unknown; fiscal_mode: string }>('restaurants', tenant.restaurantId)
    expect(saved).toMatchObject({ default_vat: '10', fiscal_departments: { '22': 1, '10': 2, N2: 11 }, fiscal_mode: 'table' })
  })
}

// Issue 36, break 1: a second tab of the same device, opened before the departments were mapped,
// saved "one per table" with its empty map and switched the receipts off. Now it is refused, in
// words, with nothing saved; reloaded, it saves only what it changes.
for (const language of ['it', 'en'] as const) {
  test(`a second tab with an older copy of the settings cannot undo the department map (${language})`, async ({ page, browser, baseURL }) => {
    const w =
      language === 'it'
        ? { title: 'IVA e cassa', save: 'Salva IVA e reparti', saved: 'IVA e reparti salvati', perTable: /^Uno per tavolo/, stale: /Qualcun altro ha modificato questi dati/ }
        : { title: 'VAT and till', save: 'Save VAT and departments', saved: 'VAT and departments saved', perTable: /^One per table/, stale: /Someone else changed this/ }
    const tenant = await createTenant(`DueSchede${language}`)
    const manager = await tenant.member('manager', { language })
    await signIn(page, manager)
    const second = await otherPage(browser, baseURL)
    await signIn(second, manager)
    await second.goto('/admin/restaurant')
    await expect(second.getByRole('region', { name: w.title }).getByLabel('22 %', { exact: true })).toHaveValue('')

    // the first tab maps the departments
    await page.goto('/admin/restaurant')
    const card = page.getByRole('region', { name: w.title })
    await card.getByLabel('22 %', { exact: true }).fill('1')
    await card.getByLabel('10 %', { exact: true }).fill('2')
    await card.getByRole('button', { name: w.save }).click()
    await expect(page.getByText(w.saved)).toBeVisible()

    // the second tab, still showing the empty map, changes only the mode
    const old = second.getByRole('region', { name: w.title })
    await old.getByRole('radio', { name: w.perTable }).check()
    await old.getByRole('button', { name: w.save }).click()
    await expect(second.getByText(w.stale)).toBeVisible()
    const kept = await getRecord<{ fiscal_departments: unknown; fiscal_mode: string }>('restaurants', tenant.restaurantId)
    expect(kept.fiscal_departments).toEqual({ '22': 1, '10': 2 })
    expect(kept.fiscal_mode).not.toBe('table')

    await second.reload()
    const fresh = second.getByRole('region', { name: w.title })
    await expect(fresh.getByLabel('22 %', { exact: true })).toHaveValue('1')
    await fresh.getByRole('radio', { name: w.perTable }).check()
    await fresh.getByRole('button', { name: w.save }).click()
    await expect(second.getByText(w.saved)).toBeVisible()
    expect(await getRecord<{ fiscal_departments: unknown; fiscal_mode: string }>('restaurants', tenant.restaurantId)).toMatchObject({
      fiscal_departments: { '22': 1, '10': 2 },
      fiscal_mode: 'table',
    })
    await second.close()
  })
}

// Issue 36: a restaurant whose RT printed through Conto and then stops certifying (the department
// map emptied, confirmed) is told so on the dashboard, in words, with the way back.
for (const language of ['it', 'en'] as const) {
  test(`stopping fiscal receipts asks first, then the dashboard says receipts are off (${language})`, async ({ page }) => {
    const w =
      language === 'it'
        ? { title: 'IVA e cassa', save: 'Salva IVA e reparti', saved: 'IVA e reparti salvati', confirm: 'Ferma gli scontrini', off: 'Gli scontrini fiscali sono spenti.', back: 'Collega i reparti' }
        : { title: 'VAT and till', save: 'Save VAT and departments', saved: 'VAT and departments saved', confirm: 'Stop the receipts', off: 'Fiscal receipts are off.', back: 'Map the departments' }
    const tenant = await createTenant(`Spenti${language}`)
    const manager = await tenant.member('manager', { language })
    await su('PATCH', `/api/collections/restaurants/records/${tenant.restaurantId}`, { fiscal_departments: { '22': 1, '10': 2 } })
    // a documento this restaurant's RT printed earlier
    await su('POST', '/api/collections/fiscal_jobs/records', { restaurant: tenant.restaurantId, kind: 'sale', key: `e2e-printed-${tenant.restaurantId}`, status: 'printed' })
    await signIn(page, manager)
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(w.off)).toHaveCount(0)

    await page.goto('/admin/restaurant')
    const card = page.getByRole('region', { name: w.title })
    await card.getByLabel('22 %', { exact: true }).fill('')
    await card.getByLabel('10 %', { exact: true }).fill('')
    await card.getByRole('button', { name: w.save }).click()
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page.getByText(w.saved)).toBeVisible()
    expect((await getRecord<{ fiscal_departments: unknown }>('restaurants', tenant.restaurantId)).fiscal_departments).toEqual({})

    await page.goto('/admin/dashboard')
    const notice = page.getByRole('alert').filter({ hasText: w.off })
    await expect(notice).toBeVisible()
    if (language === 'it') await page.screenshot({ path: `${shots}/office-dashboard-receipts-off.png` })
    await notice.getByRole('link', { name: w.back }).click()
    await expect(page).toHaveURL(/\/admin\/restaurant$/)
  })
}

// Issue 39 (decision 044): a restaurant whose POS prints the documento hands it over, on purpose
// (asked first, as stopping is); the dashboard then says nothing is off.
for (const language of ['it', 'en'] as const) {
  test(`the POS may issue the documento instead of Conto's Cassa, asked first (${language})`, async ({ page }) => {
    const w =
      language === 'it'
        ? { title: 'IVA e cassa', legend: 'Chi emette il documento commerciale', pos: 'Il POS del ristorante', save: 'Salva IVA e reparti', saved: 'IVA e reparti salvati', confirm: 'Ferma gli scontrini', warning: 'Da ora Conto non stamperà più documenti commerciali', off: 'Gli scontrini fiscali sono spenti.' }
        : { title: 'VAT and till', legend: 'Who issues the documento commerciale', pos: "The restaurant's POS", save: 'Save VAT and departments', saved: 'VAT and departments saved', confirm: 'Stop the receipts', warning: 'From now on Conto will print no documenti commerciali', off: 'Fiscal receipts are off.' }
    const tenant = await createTenant(`PosCert${language}`)
    const manager = await tenant.member('manager', { language })
    await su('PATCH', `/api/collections/restaurants/records/${tenant.restaurantId}`, { fiscal_departments: { '22': 1, '10': 2 } })
    await su('POST', '/api/collections/fiscal_jobs/records', { restaurant: tenant.restaurantId, kind: 'sale', key: `e2e-printed-pos-${tenant.restaurantId}`, status: 'printed' })
    await signIn(page, manager)
    await page.goto('/admin/restaurant')
    const card = page.getByRole('region', { name: w.title })
    const choice = card.getByRole('group', { name: w.legend })
    await choice.getByRole('radio', { name: w.pos }).check()
    await card.getByRole('button', { name: w.save }).click()
    const ask = page.getByRole('dialog')
    await expect(ask).toContainText(w.warning)
    if (language === 'it') await page.screenshot({ path: `${shots}/office-fiscal-to-pos.png` })
    await ask.getByRole('button', { name: w.confirm }).click()
    await expect(page.getByText(w.saved)).toBeVisible()
    expect(await getRecord<{ fiscal_by: string; fiscal_departments: unknown }>('restaurants', tenant.restaurantId)).toMatchObject({ fiscal_by: 'pos', fiscal_departments: { '22': 1, '10': 2 } })
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(w.off)).toHaveCount(0)
  })
}
