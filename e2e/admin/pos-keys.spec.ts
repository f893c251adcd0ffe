import { accessibilityAudit } from '../axe.ts'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { createTenant, desktop, getRecord, phone, signIn, su, shootCard } from './office-helpers.ts'

// Issue 39: an admin's keys for the restaurant's POS, on the restaurant's settings. A key is shown
// once; the list shows only its prefix, and a revoked key stays listed as revoked.

const shots = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/screenshots`
const WHOLE_KEY = /^conto_pos_[a-z0-9]{15}_[A-Za-z0-9]{40}$/

const words = {
  it: {
    title: 'Chiavi POS',
    fiscal: 'IVA e cassa',
    name: 'Nome della chiave',
    nameRequired: 'Scrivi un nome per la chiave',
    scopeRequired: 'Scegli almeno un permesso',
    read: /^Leggere i pagamenti/,
    write: /^Inviare i conti/,
    // DotSeparated ties the dot to the scope before it with a no-break space
    bothScopes: /^Leggere i pagamenti\s·\sInviare i conti$/,
    create: 'Crea chiave',
    key: 'Chiave',
    warning: 'non verrà più mostrata',
    copy: 'Copia',
    copied: 'Chiave copiata negli appunti.',
    done: 'Fatto',
    empty: 'Nessuna chiave, per ora.',
    neverUsed: 'Mai usata',
    revokeLabel: (name: string) => `Revoca la chiave ${name}`,
    confirmTitle: (name: string) => `Revocare la chiave «${name}»?`,
    confirm: 'Revoca',
    revokedToast: (name: string) => `Chiave «${name}» revocata`,
    revokedOn: /^Revocata il \d/,
    gone: 'Chiave non revocata: Questa chiave POS non esiste più.',
  },
  en: {
    title: 'POS keys',
    fiscal: 'VAT and till',
    name: 'Key name',
    nameRequired: 'Enter a name for the key',
    scopeRequired: 'Choose at least one permission',
    read: /^Read payments/,
    write: /^Send bills/,
    bothScopes: /^Read payments\s·\sSend bills$/,
    create: 'Create key',
    key: 'Key',
    warning: 'it will not be shown again',
    copy: 'Copy',
    copied: 'Key copied to the clipboard.',
    done: 'Done',
    empty: 'No keys yet.',
    neverUsed: 'Never used',
    revokeLabel: (name: string) => `Revoke the key ${name}`,
    confirmTitle: (name: string) => `Revoke the key “${name}”?`,
    confirm: 'Revoke',
    revokedToast: (name: string) => `Key “${name}” revoked`,
    revokedOn: /^Revoked on \d/,
    gone: 'Key not revoked: This POS key no longer exists.',
  },
} as const

/** The whole page, from the top (the fixed bars drawn where they belong). */
async function shootPage(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path, fullPage: true })
}

for (const language of ['it', 'en'] as const) {
  test.describe(language, () => {
    const w = words[language]

    test('an admin creates a POS key, sees it once, then revokes it', async ({ page, context }) => {
      // two accessibility audits and six full-page pictures (the 1280 one is 4,000 px tall): 33 s
      // on a loaded CI machine, past the default 30 s
      test.setTimeout(60_000)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const tenant = await createTenant(`Pos${language}`)
      const admin = language === 'it' ? tenant.admin : await tenant.member('admin', { language })
      const keyName = language === 'it' ? 'Cassa sala' : 'Dining room till'
      await signIn(page, admin)
      await page.goto('/admin/restaurant')
      const card = page.getByRole('region', { name: w.title })
      await expect(card.getByText(w.empty)).toBeVisible()

      // nothing sent without a name or a scope; each is asked for where it is typed
      await card.getByRole('button', { name: w.create }).click()
      await expect(card.getByText(w.nameRequired)).toBeVisible()
      await expect(card.getByLabel(w.name)).toBeFocused()
      await card.getByLabel(w.name).fill(keyName)
      await expect(card.getByRole('checkbox', { name: w.read })).toBeChecked()
      await expect(card.getByRole('checkbox', { name: w.write })).not.toBeChecked()
      await card.getByRole('checkbox', { name: w.read }).uncheck()
      await card.getByRole('button', { name: w.create }).click()
      await expect(card.getByText(w.scopeRequired)).toBeVisible()
      await card.getByRole('checkbox', { name: w.read }).check()
      await card.getByRole('checkbox', { name: w.write }).check()
      await card.getByRole('button', { name: w.create }).click()

      // the whole key, once, focused and with its warning
      const secretField = card.getByLabel(w.key, { exact: true })
      await expect(secretField).toBeFocused()
      const secret = await secretField.inputValue()
      expect(secret).toMatch(WHOLE_KEY)
      await expect(card.getByText(w.warning)).toBeVisible()
      await card.getByRole('button', { name: w.copy }).click()
      await expect(card.getByText(w.copied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
      const audit = accessibilityAudit(page)
      await audit.check('POS key shown once')
      await shootCard(page, card, `${shots}/office-pos-key-shown-once-${language}-390.png`)
      await page.setViewportSize(desktop)
      await shootPage(page, `${shots}/office-pos-key-shown-once-${language}-1280.png`)
      await page.setViewportSize(phone)

      // "Done": gone for good, the list shows only the key's start
      await card.getByRole('button', { name: w.done }).click()
      await expect(secretField).toHaveCount(0)
      await expect(card.getByLabel(w.name)).toBeFocused()
      await expect(card.getByLabel(w.name)).toHaveValue('')
      const row = card.getByTestId('pos-key-row').filter({ hasText: keyName })
      await expect(row.getByText(`${secret.slice(0, 30)}…`)).toBeVisible()
      await expect(row.getByText(w.neverUsed)).toBeVisible()
      await expect(row.getByText(w.bothScopes)).toBeVisible()
      expect(await page.content()).not.toContain(secret)
      await page.reload()
      await expect(row.getByText(w.neverUsed)).toBeVisible()
      expect(await page.content()).not.toContain(secret)

      // revoked after a confirmation: listed as revoked, with no button
      await row.getByRole('button', { name: w.revokeLabel(keyName) }).click()
      const confirm = page.getByRole('dialog', { name: w.confirmTitle(keyName) })
      await confirm.getByRole('button', { name: w.confirm, exact: true }).click()
      await expect(page.getByText(w.revokedToast(keyName))).toBeVisible()
      await expect(confirm).toBeHidden()
      await expect(row.getByText(w.revokedOn)).toBeVisible()
      await expect(row.getByRole('button')).toHaveCount(0)
      const keyId = secret.split('_')[2] ?? ''
      expect((await getRecord<{ revoked_at: string }>('pos_keys', keyId)).revoked_at).not.toBe('')
      await audit.check('POS keys, one revoked')
      audit.expectNone()
      await shootCard(page, card, `${shots}/office-pos-keys-revoked-${language}-390.png`)
      await page.setViewportSize(desktop)
      await shootPage(page, `${shots}/office-pos-keys-revoked-${language}-1280.png`)
    })

    test('revoking a key that no longer exists says so in words', async ({ page }) => {
      const tenant = await createTenant(`PosGone${language}`)
      const admin = language === 'it' ? tenant.admin : await tenant.member('admin', { language })
      await signIn(page, admin)
      await page.goto('/admin/restaurant')
      const card = page.getByRole('region', { name: w.title })
      await card.getByLabel(w.name).fill('Vecchio POS')
      await card.getByRole('button', { name: w.create }).click()
      const keyId = (await card.getByLabel(w.key, { exact: true }).inputValue()).split('_')[2] ?? ''
      await card.getByRole('button', { name: w.done }).click()
      // taken away behind the screen's back (another admin's tab, a restaurant deleted)
      await su('DELETE', `/api/collections/pos_keys/records/${keyId}`)
      await card.getByRole('button', { name: w.revokeLabel('Vecchio POS') }).click()
      await page.getByRole('dialog').getByRole('button', { name: w.confirm, exact: true }).click()
      await expect(page.getByText(w.gone)).toBeVisible()
      // the list is read again: the key is no longer in it
      await page.getByRole('dialog').getByRole('button', { name: language === 'it' ? 'Annulla' : 'Cancel' }).click()
      await expect(card.getByText(w.empty)).toBeVisible()
    })

    test('a manager does not see the POS keys', async ({ page }) => {
      const tenant = await createTenant(`PosManager${language}`)
      const manager = await tenant.member('manager', { language })
      await signIn(page, manager)
      await page.goto('/admin/restaurant')
      // the page is there, with the settings managers keep
      await expect(page.getByRole('region', { name: w.fiscal })).toBeVisible()
      await expect(page.getByRole('region', { name: w.title })).toHaveCount(0)
      await expect(page.getByRole('button', { name: w.create })).toHaveCount(0)
    })
  })
}
