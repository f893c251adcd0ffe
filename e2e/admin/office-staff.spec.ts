import { expect, test } from '../fixtures.ts'
import { createTenant, getRecord, openNav, otherPage, PASSWORD, resetLink, seedPayments, signIn, su } from './office-helpers.ts'
import { waitForMail } from '../mailpit.ts'

// Staff administration end to end: real e-mails through PocketBase's mailer into mailpit.

test('an invited member gets the e-mail, sets a password from its link and signs in', async ({ page, browser, baseURL }) => {
  const tenant = await createTenant('Invite')
  const email = `nuovo-${tenant.run}@office.test`
  await signIn(page, tenant.admin)
  await page.goto('/admin/staff')
  await page.getByRole('button', { name: 'Aggiungi personale' }).click()
  const panel = page.getByRole('dialog', { name: 'Aggiungi un membro del personale' })
  await panel.getByLabel('Nome e cognome').fill('Nina Nuova')
  await panel.getByLabel('E-mail (per accedere)').fill(email)
  await panel.getByLabel('Ruolo').selectOption('waiter')
  await panel.getByRole('button', { name: "Invia l'invito" }).click()
  await expect(page.getByText(`Invito inviato a ${email}`)).toBeVisible()
  const row = page.getByTestId('staff-row').filter({ hasText: email })
  await expect(row.getByText('Invitato')).toBeVisible()

  const mail = await waitForMail(email, /ti invita su Conto/)
  expect(mail.subject).toBe(`Invite ${tenant.run} S.r.l. ti invita su Conto`)
  const link = resetLink(mail.text)
  expect(link).toContain('invite=1')

  const invitee = await otherPage(browser, baseURL)
  await invitee.goto(link)
  await expect(invitee.getByRole('heading', { name: 'Ti diamo il benvenuto in Conto' })).toBeVisible()
  await invitee.getByLabel('Nuova password', { exact: true }).fill('Nina-Sceglie-2025')
  await invitee.getByLabel('Ripeti la nuova password').fill('Nina-Sceglie-2025')
  await invitee.getByRole('button', { name: 'Salva la password' }).click()
  await expect(invitee.getByText('La tua password è impostata')).toBeVisible()
  await invitee.getByRole('link', { name: 'Accedi' }).click()
  await signIn(invitee, { email, password: 'Nina-Sceglie-2025' })
  await invitee.close()

  // setting the password made the member active
  await page.reload()
  await expect(page.getByTestId('staff-row').filter({ hasText: email }).getByText('Attivo')).toBeVisible()
})

test('a deactivated member can no longer sign in', async ({ page, browser, baseURL }) => {
  const tenant = await createTenant('Deactivate')
  const waiter = await tenant.member('waiter')
  await signIn(page, tenant.admin)
  await page.goto('/admin/staff')
  const row = page.getByTestId('staff-row').filter({ hasText: waiter.email })
  await row.getByRole('button', { name: `Altre azioni per ${waiter.name}` }).click()
  await row.getByRole('menuitem', { name: 'Disattiva' }).click()
  const confirm = page.getByRole('dialog', { name: `Disattivare ${waiter.name}?` })
  await expect(confirm.getByText('non potrà più accedere')).toBeVisible()
  await confirm.getByRole('button', { name: 'Disattiva' }).click()
  await expect(row.getByText('Disattivato')).toBeVisible()
  expect((await getRecord<{ status: string }>('users', waiter.id)).status).toBe('inactive')

  const other = await otherPage(browser, baseURL)
  await other.goto('/login')
  await other.getByLabel('Email').fill(waiter.email)
  await other.getByLabel('Password').fill(PASSWORD)
  await other.getByRole('button', { name: 'Accedi' }).click()
  await expect(other.getByRole('alert')).toHaveText('Questo account è stato disattivato. Chiedi a un amministratore di riattivarlo.')
  await expect(other).toHaveURL(/\/login$/)
  await other.close()
})

test('the only administrator cannot be deactivated, and a manager cannot change roles or e-mails', async ({ page, browser, baseURL }) => {
  const tenant = await createTenant('Roles')
  const manager = await tenant.member('manager')
  const waiter = await tenant.member('waiter')
  await signIn(page, tenant.admin)
  await page.goto('/admin/staff')
  // the admin's own row: editing only, never deactivation
  const own = page.getByTestId('staff-row').filter({ hasText: tenant.admin.email })
  await expect(own.getByText('Tu', { exact: true })).toBeVisible()
  await expect(own.getByRole('button', { name: /Altre azioni/ })).toHaveCount(0)

  const managerPage = await otherPage(browser, baseURL)
  await signIn(managerPage, manager)
  await managerPage.goto('/admin/staff')
  await managerPage.getByTestId('staff-row').filter({ hasText: waiter.email }).getByRole('button', { name: `Modifica · ${waiter.name}` }).click()
  const panel = managerPage.getByRole('dialog', { name: 'Modifica membro del personale' })
  await expect(panel.getByLabel('E-mail (per accedere)')).toBeDisabled()
  await expect(panel.getByLabel('Ruolo')).toBeDisabled()
  await expect(panel.getByText('Solo un amministratore può cambiare un ruolo o un indirizzo e-mail.')).toBeVisible()
  await panel.getByLabel('Telefono (facoltativo)').fill('+39 333 123 4567')
  await panel.getByRole('button', { name: 'Salva modifiche' }).click()
  await expect(managerPage.getByTestId('staff-row').filter({ hasText: waiter.email }).getByText('+39 333 123 4567')).toBeVisible()
  // managers look after waiters only: the admin's row offers nothing
  await expect(managerPage.getByTestId('staff-row').filter({ hasText: tenant.admin.email }).getByRole('button')).toHaveCount(0)
  await openNav(managerPage)
  await expect(managerPage.getByRole('navigation').getByRole('link', { name: 'Impostazioni azienda' })).toHaveCount(0)
  await managerPage.close()
})

// Issue 34, break 11: the server ends a deactivated member's sessions; their device must not keep
// the staff screens, or the answers it saved for offline use, past the next reload.
test('a member deactivated while signed in loses the staff screens and their saved copy at the next reload', async ({ browser, baseURL }) => {
  const tenant = await createTenant('Ended')
  const manager = await tenant.member('manager')
  await seedPayments(tenant, [{ total: 4321 }])
  const page = await otherPage(browser, baseURL)
  await signIn(page, manager)
  await page.goto('/admin/transactions')
  await expect(page.getByText('43,21').first()).toBeVisible()
  // saved for offline use, as the app does for every staff screen
  await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-cache') ?? '')).toContain('4321')

  await su('PATCH', `/api/collections/users/records/${manager.id}`, { status: 'inactive' })
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('alert')).toHaveText('La sessione è terminata. Accedi di nuovo.')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-cache') ?? '')).not.toContain('4321')
  await page.goto('/admin/transactions')
  await expect(page).toHaveURL(/\/login$/)
  await page.close()
})
