import { accessibilityAudit } from '../axe.ts'
import { expect, test } from '../fixtures.ts'
import { createTenant, getRecord, signIn, su, shootCardAtBothSizes } from './office-helpers.ts'

// Issue 39 (docs/decisions/044): an admin connects the restaurant's Lightspeed K-Series till on the
// restaurant's settings, so Conto posts each diner's payment to the till itself. Nothing is called
// at connect time: the address Lightspeed reports to is shown once, the connection is listed (and
// not among the webhooks), and a disabled connection stays listed as disabled.

const TRIAL_URL = 'https://api.trial.lsk.lightspeed.app'
const LOCATION = '45454565682155'
const WEBHOOK_ID = 'conto-e2e'

const words = {
  it: {
    title: 'Cassa Lightspeed',
    fiscal: 'IVA e cassa',
    webhooks: 'Webhook POS',
    noEndpoints: 'Nessun indirizzo, per ora.',
    url: "Indirizzo dell'API di Lightspeed",
    token: 'Token di accesso',
    location: 'ID della sede (business location)',
    webhook: 'ID del webhook',
    connect: 'Collega la cassa',
    urlInvalid: 'Scrivi un indirizzo che inizi con https://',
    tokenRequired: 'Incolla il token di accesso',
    locationRequired: "Scrivi l'ID della sede",
    locationInvalid: "L'ID della sede è un numero intero, senza spazi né lettere",
    webhookRequired: "Scrivi l'ID del webhook",
    address: 'Indirizzo per le notifiche',
    instruction: `In Lightspeed, imposta questo indirizzo come URL del webhook «${WEBHOOK_ID}», per le notifiche dei pagamenti.`,
    warning: 'non verrà più mostrato',
    copy: 'Copia',
    copied: 'Indirizzo copiato negli appunti.',
    done: 'Fatto',
    empty: 'Nessuna cassa collegata, per ora.',
    connected: /^La cassa è collegata/,
    ids: `Sede ${LOCATION} · webhook «${WEBHOOK_ID}»`,
    connectedOn: /^Collegato il \d/,
    active: 'Attivo',
    disabled: 'Disattivato',
    disableLabel: `Disattiva il collegamento alla sede ${LOCATION}`,
    disableTitle: 'Disattivare il collegamento alla cassa?',
    disable: 'Disattiva',
    disabledToast: 'Collegamento disattivato',
  },
  en: {
    title: 'Lightspeed till',
    fiscal: 'VAT and till',
    webhooks: 'POS webhooks',
    noEndpoints: 'No endpoints yet.',
    url: 'Lightspeed API address',
    token: 'Access token',
    location: 'Business location ID',
    webhook: 'Webhook endpoint ID',
    connect: 'Connect the till',
    urlInvalid: 'Enter an address starting with https://',
    tokenRequired: 'Paste the access token',
    locationRequired: 'Enter the business location ID',
    locationInvalid: 'The business location ID is a whole number, with no spaces or letters',
    webhookRequired: 'Enter the webhook endpoint ID',
    address: 'Notification address',
    instruction: `In Lightspeed, set this address as the URL of the webhook endpoint “${WEBHOOK_ID}”, for payment notifications.`,
    warning: 'it will not be shown again',
    copy: 'Copy',
    copied: 'Address copied to the clipboard.',
    done: 'Done',
    empty: 'No till connected yet.',
    connected: /^The till is connected/,
    ids: `Location ${LOCATION} · webhook “${WEBHOOK_ID}”`,
    connectedOn: /^Connected on \d/,
    active: 'Active',
    disabled: 'Disabled',
    disableLabel: `Disable the connection to location ${LOCATION}`,
    disableTitle: 'Disable the till connection?',
    disable: 'Disable',
    disabledToast: 'Connection disabled',
  },
} as const

const connectionsOf = (restaurantId: string) =>
  su<{ items: { id: string; kind: string; url: string; active: boolean; config: unknown }[] }>(
    'GET',
    `/api/collections/pos_endpoints/records?filter=${encodeURIComponent(`restaurant = "${restaurantId}"`)}`,
  )

for (const language of ['it', 'en'] as const) {
  test.describe(language, () => {
    const w = words[language]

    test('an admin connects the Lightspeed till, sees its address once and disables it', async ({ page, context }) => {
      // four audits and four sets of pictures: about a minute on a busy 2-core machine
      test.setTimeout(120_000)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const tenant = await createTenant(`Till${language}`)
      const admin = language === 'it' ? tenant.admin : await tenant.member('admin', { language })
      const token = `lsk-e2e-${tenant.run}-access-token`
      await signIn(page, admin)
      await page.goto('/admin/restaurant')
      const card = page.getByRole('region', { name: w.title })
      await expect(card.getByText(w.empty)).toBeVisible()
      const urlField = card.getByLabel(w.url)
      await expect(urlField).toHaveValue('https://api.lsk.lightspeed.app')

      // nothing sent until every field is right: each says what it lacks, the first takes the focus
      const connect = card.getByRole('button', { name: w.connect })
      await urlField.fill('http://api.lsk.lightspeed.app')
      await connect.click()
      await expect(card.getByText(w.urlInvalid)).toBeVisible()
      await expect(card.getByText(w.tokenRequired)).toBeVisible()
      await expect(card.getByText(w.locationRequired)).toBeVisible()
      await expect(card.getByText(w.webhookRequired)).toBeVisible()
      await expect(urlField).toBeFocused()
      await urlField.fill(TRIAL_URL)
      await expect(card.getByText(w.urlInvalid)).toHaveCount(0)
      const tokenField = card.getByLabel(w.token)
      await expect(tokenField).toHaveAttribute('type', 'password')
      await tokenField.fill(token)
      await card.getByLabel(w.location).fill('sede 1')
      await card.getByLabel(w.webhook).fill(WEBHOOK_ID)
      await connect.click()
      await expect(card.getByText(w.locationInvalid)).toBeVisible()
      await expect(card.getByLabel(w.location)).toBeFocused()
      const audit = accessibilityAudit(page)
      await audit.check('Lightspeed till form with errors')
      await shootCardAtBothSizes(page, card, `office-pos-lightspeed-form-${language}`)
      await card.getByLabel(w.location).fill(LOCATION)
      expect((await connectionsOf(tenant.restaurantId)).items).toHaveLength(0)

      // a double click connects once
      await connect.dblclick()

      // the address, once, focused, with what to do with it in Lightspeed
      const addressField = card.getByLabel(w.address, { exact: true })
      await expect(addressField).toBeFocused()
      const address = await addressField.inputValue()
      const origin = new URL(page.url()).origin
      const match = new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/pos/lightspeed/([a-z0-9]{15})\\?token=[A-Za-z0-9]{40}$`).exec(address)
      expect(match, address).not.toBeNull()
      const endpointId = match?.[1] ?? ''
      await expect(card.getByText(w.instruction)).toBeVisible()
      await expect(card.getByText(w.warning)).toBeVisible()
      await card.getByRole('button', { name: w.copy }).click()
      await expect(card.getByText(w.copied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
      const saved = (await connectionsOf(tenant.restaurantId)).items
      expect(saved).toHaveLength(1)
      expect(saved[0]).toMatchObject({
        id: endpointId,
        kind: 'lightspeed',
        url: TRIAL_URL,
        active: true,
        config: { businessLocationId: Number(LOCATION), webhookEndpointId: WEBHOOK_ID },
      })
      await audit.check('Lightspeed address shown once')
      await shootCardAtBothSizes(page, card, `office-pos-lightspeed-address-${language}`)

      // "Done": gone for good; the connection is listed, and while it is active there is no form
      await card.getByRole('button', { name: w.done }).click()
      await expect(addressField).toHaveCount(0)
      await expect(card.getByText(w.connected)).toBeFocused()
      await expect(connect).toHaveCount(0)
      const row = card.getByTestId('lightspeed-connection-row')
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(TRIAL_URL)
      await expect(row.getByText(w.ids)).toBeVisible()
      await expect(row.getByText(w.connectedOn)).toBeVisible()
      await expect(row.getByText(w.active, { exact: true })).toBeVisible()
      const content = await page.content()
      expect(content).not.toContain(address)
      expect(content).not.toContain(token)
      // a till is not a webhook endpoint
      await expect(page.getByRole('region', { name: w.webhooks }).getByText(w.noEndpoints)).toBeVisible()
      await audit.check('Lightspeed till connected')
      await shootCardAtBothSizes(page, card, `office-pos-lightspeed-connected-${language}`)

      // disabled after a confirmation: listed as disabled, and the form is back
      await row.getByRole('button', { name: w.disableLabel }).click()
      const confirm = page.getByRole('dialog', { name: w.disableTitle })
      await expect(confirm).toContainText(LOCATION)
      await confirm.getByRole('button', { name: w.disable, exact: true }).click()
      await expect(page.getByText(w.disabledToast, { exact: true })).toBeVisible()
      await expect(confirm).toBeHidden()
      await expect(row.getByText(w.disabled, { exact: true })).toBeVisible()
      await expect(row.getByRole('button')).toHaveCount(0)
      await expect(connect).toBeVisible()
      expect((await getRecord<{ active: boolean }>('pos_endpoints', endpointId)).active).toBe(false)
      await audit.check('Lightspeed till disabled')
      audit.expectNone()
      await shootCardAtBothSizes(page, card, `office-pos-lightspeed-disabled-${language}`)
    })

    test('a manager does not see the Lightspeed till', async ({ page }) => {
      const tenant = await createTenant(`TillManager${language}`)
      const manager = await tenant.member('manager', { language })
      await signIn(page, manager)
      await page.goto('/admin/restaurant')
      await expect(page.getByRole('region', { name: w.fiscal })).toBeVisible()
      await expect(page.getByRole('region', { name: w.title })).toHaveCount(0)
      await expect(page.getByRole('button', { name: w.connect })).toHaveCount(0)
    })
  })
}
