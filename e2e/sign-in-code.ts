import type { Page } from '@playwright/test'
import { waitForMail } from './mailpit.ts'

const words = {
  it: { label: 'Codice di accesso', subject: /^\d{6} è il tuo codice di accesso a Conto$/, submit: 'Accedi' },
  en: { label: 'Sign-in code', subject: /^\d{6} is your Conto sign-in code$/, submit: 'Sign in' },
}

/**
 * The second step of an administrator's or manager's sign-in (docs/decisions/028): the code from
 * the e-mail PocketBase sent through mailpit, typed as a person types it.
 */
export async function enterSignInCode(page: Page, email: string, language: 'it' | 'en' = 'it'): Promise<void> {
  const word = words[language]
  await page.getByLabel(word.label).waitFor()
  const mail = await waitForMail(email, word.subject)
  const code = /\d{6}/.exec(mail.subject)![0]
  await page.getByLabel(word.label).fill(code)
  await page.getByRole('button', { name: word.submit, exact: true }).click()
}
