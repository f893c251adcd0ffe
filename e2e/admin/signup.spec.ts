import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { demo, expect, test } from '../fixtures.ts'
import { waitForMail } from '../mailpit.ts'
import { enterSignInCode } from '../sign-in-code.ts'
import { su } from '../superuser.ts'

// Sign-up on the seeded e2e stack, where it is open (CONTO_OPEN_SIGNUP unset) and e-mails land in
// mailpit. The app starts in Italian; the English journey switches with the language toggle.
const PASSWORD = 'Tavola-Calda-7'
const newEmail = (who: string) => `signup-${who}-${randomBytes(4).toString('hex')}@conto.test`

/** The /verify-email link of the newest verification e-mail to an address. */
async function verificationLink(email: string, subject: RegExp): Promise<string> {
  const mail = await waitForMail(email, subject)
  const match = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)
  if (!match) throw new Error(`No /verify-email link in:\n${mail.text}`)
  return match[0]
}

async function fillSignup(page: Page, labels: Record<'company' | 'name' | 'email' | 'password' | 'confirm', string>, values: Record<keyof typeof labels, string>) {
  await page.getByLabel(labels.company).fill(values.company)
  await page.getByLabel(labels.name).fill(values.name)
  await page.getByLabel(labels.email).fill(values.email)
  await page.getByLabel(labels.password, { exact: true }).fill(values.password)
  await page.getByLabel(labels.confirm).fill(values.confirm)
}

const italian = { company: "Nome dell'azienda o del ristorante", name: 'Il tuo nome', email: 'Email', password: 'Password', confirm: 'Conferma la password' }
const english = { company: 'Company or restaurant name', name: 'Your name', email: 'Email', password: 'Password', confirm: 'Confirm password' }

test.describe('sign-up', () => {
  test('in Italian: sign up, confirm from the e-mail, sign in, and the admin area opens', async ({ page }) => {
    const email = newEmail('it')
    await page.goto('/login')
    await page.getByRole('link', { name: 'Crea un account' }).click()
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible()

    await fillSignup(page, italian, { company: 'Osteria del Ponte', name: 'Giulia Rossi', email, password: PASSWORD, confirm: PASSWORD })
    await page.getByRole('button', { name: "Crea l'account" }).click()
    await expect(page.getByRole('heading', { name: 'Controlla la posta' })).toBeVisible()
    await expect(page.getByText(`Abbiamo inviato un link a ${email}.`, { exact: false })).toBeVisible()

    const link = await verificationLink(email, /Conferma il tuo indirizzo e-mail/)
    expect(new URL(link).searchParams.get('lang')).toBe('it')
    await page.goto(link)
    await expect(page.getByText('Email confermata')).toBeVisible()
    await page.getByRole('link', { name: 'Accedi' }).click()

    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Accedi' }).click()
    // a new company's administrator also types the code the sign-in e-mails them (decision 028)
    await expect(page.getByText(`Ti abbiamo inviato un codice di accesso a ${email}. Inseriscilo qui sotto.`)).toBeVisible()
    await expect(page.getByLabel('Codice di accesso')).toBeFocused()
    await page.getByLabel('Codice di accesso').fill('000000')
    await page.getByRole('button', { name: 'Accedi', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText("Codice non valido o scaduto. Controlla l'ultima email ricevuta o chiedi un nuovo codice.")
    await enterSignInCode(page, email)
    await expect(page).toHaveURL(/\/admin\/tables$/)
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    await expect(page.getByText('Osteria del Ponte', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Account' }).getByText('Giulia Rossi')).toBeVisible()
  })

  test('in English: signed in before confirming, the inbox screen opens the admin area once the link is used', async ({ page, context }) => {
    const email = newEmail('en')
    await page.goto('/signup')
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
    await fillSignup(page, english, { company: 'The Bridge Inn', name: 'Sam Taylor', email, password: PASSWORD, confirm: PASSWORD })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    const link = await verificationLink(email, /Confirm your e-mail address/)
    expect(new URL(link).searchParams.get('lang')).toBe('en')

    // a company that signs in with the password alone (the code would confirm the address itself)
    const { items } = await su<{ items: { company: string }[] }>('GET', `/api/collections/users/records?filter=${encodeURIComponent(`email = "${email}"`)}`)
    await su('PATCH', `/api/collections/companies/records/${items[0]!.company}`, { sign_in_code: false })
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // unverified: no admin screens, just the inbox reminder with the address
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Send the email again' }).click()
    await expect(page.getByText(`Done: a new link is on its way to ${email}.`)).toBeVisible()

    // the link opened on another tab: this one moves on by itself
    const mailTab = await context.newPage()
    await mailTab.goto(link)
    await expect(mailTab.getByText('Email confirmed')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/tables$/)
    await mailTab.getByRole('button', { name: 'Continue' }).click()
    await expect(mailTab).toHaveURL(/\/admin\/tables$/)
  })

  test('wrong fields are explained under each field, in the language shown, and nothing typed is lost', async ({ page }) => {
    await page.goto('/signup')
    await fillSignup(page, italian, { company: '   ', name: 'Giulia', email: 'giulia@', password: 'corta', confirm: 'diversa' })
    await page.getByRole('button', { name: "Crea l'account" }).click()
    await expect(page.getByText('Campo obbligatorio')).toBeVisible()
    await expect(page.getByText('Inserisci un indirizzo email valido')).toBeVisible()
    await expect(page.getByText('Troppo corta: almeno 8 caratteri')).toBeVisible()
    await expect(page.getByText('Le password non coincidono')).toBeVisible()
    await expect(page.getByLabel(italian.company)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(italian.company)).toBeFocused()
    await expect(page.getByLabel(italian.name)).not.toHaveAttribute('aria-invalid', 'true')

    // in English, the same codes in English words
    await page.getByRole('button', { name: 'EN' }).click()
    await expect(page.getByText('This field is required')).toBeVisible()
    await expect(page.getByText("The passwords don't match")).toBeVisible()
  })

  test('an address that already has an account gets the same answer as a new one; its owner is told by e-mail', async ({ page }) => {
    const taken = await su<{ items: { email: string; name: string }[] }>('GET', `/api/collections/users/records?filter=${encodeURIComponent(`email = "${demo.users.manager.email}"`)}`)
    await page.goto('/signup')
    await fillSignup(page, italian, { company: 'Osteria Doppia', name: 'Mallory', email: demo.users.manager.email, password: PASSWORD, confirm: PASSWORD })
    await page.getByRole('button', { name: "Crea l'account" }).click()
    await expect(page.getByRole('heading', { name: 'Controlla la posta' })).toBeVisible()
    await expect(page.getByText(`Abbiamo inviato un link a ${demo.users.manager.email}.`, { exact: false })).toBeVisible()
    const mail = await waitForMail(demo.users.manager.email, /Qualcuno ha provato a registrarsi su Conto con il tuo indirizzo/)
    expect(mail.text).toContain(`Ciao ${taken.items[0]!.name},`)
  })

  test('an expired or made-up link offers a new one', async ({ page }) => {
    await page.goto('/verify-email?token=not-a-token&lang=en')
    await expect(page.getByText("This link doesn't work any more")).toBeVisible()
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.users.admin.email)
    await page.getByRole('button', { name: 'Send a new link' }).click()
    await expect(page.getByText(`If ${demo.users.admin.email} has an account waiting for confirmation, a new link is on its way.`)).toBeVisible()
  })
})
