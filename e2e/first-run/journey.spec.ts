import { randomBytes } from 'node:crypto'
import { expect, test } from '../base-test.ts'
import { waitForMail } from '../mailpit.ts'
import { scanQrFromPage } from '../qr-decode.ts'
import { su } from '../superuser.ts'
import { accessibilityAudit } from '../axe.ts'
import { Journey, openNav } from './journey.ts'
import { brokenCsv, menuCsv } from '../menu-csv.ts'

// Issue 12's "done when": on an EMPTY database (scripts/e2e.ts starts one per language), a
// restaurant sets itself up and a diner sees its first bill, with no superuser and no developer:
// sign up → confirm the e-mail from mailpit → create the restaurant → 10 tables at once → a
// broken CSV menu refused by line, a 30-line one imported → an order on table 1 from the
// catalogue → the QR sheet printed, its first code read back → the diner opens table 1 and sees
// the bill. It reports how long that takes and how many clicks and fields it needs.

const language = process.env.E2E_FIRST_RUN_LANGUAGE === 'en' ? 'en' : 'it'
const results = process.env.E2E_DATA_DIR ?? '.data/e2e'
const PASSWORD = 'Prima-Sera-2026'

const words = {
  it: {
    firstRun: 'Configura Conto', company: "Nome dell'azienda o del ristorante", name: 'Il tuo nome', email: 'Email', password: 'Password',
    confirm: 'Conferma la password', createAccount: "Crea l'account", inbox: 'Controlla la posta', mailSubject: /Conferma il tuo indirizzo e-mail/,
    confirmed: 'Email confermata', signInLink: 'Accedi', signIn: 'Accedi', code: 'Codice di accesso', codeSubject: /è il tuo codice di accesso a Conto$/, createRestaurant: 'Crea il tuo ristorante', restaurantName: 'Nome',
    address: 'Indirizzo (facoltativo)', description: 'Descrizione (facoltativo)', create: 'Crea il ristorante', guide: (name: string) => `Prepara ${name} per gli ospiti`,
    progress: (n: number) => `${n} di 6 passi completati`, addTables: 'Aggiungi i tavoli', addMany: 'Aggiungi più tavoli', bulkTitle: 'Aggiungi più tavoli',
    from: 'Dal numero', to: 'Al numero', section: 'Sezione', seats: 'Posti', add10: 'Aggiungi 10 tavoli', added10: '10 tavoli aggiunti',
    dashboard: 'Dashboard', addDishes: 'Aggiungi i piatti', importCsv: 'Importa CSV', importTitle: 'Importa un menù', file: 'File CSV',
    refused: 'broken.csv non è stato importato: 3 righe da correggere.', line: (n: number) => `Riga ${n}:`, ready: 'menu.csv: 30 righe pronte (30 nuovi, 0 aggiornati).',
    import30: 'Importa 30 righe', imported: 'Menù importato: 30 righe', tablesNav: 'Tavoli', table1: 'Tavolo 1', openOrder: "Apri l'ordine",
    addItems: 'Aggiungi piatti', add: (name: string) => `Aggiungi ${name}`, soldOut: 'Esaurito', billTab: /^Conto/, printQr: 'Stampa i codici QR',
    printAll: 'Stampa tutti (A4)', qrAlt: 'Codice QR del Tavolo 1',
  },
  en: {
    firstRun: 'Set up Conto', company: 'Company or restaurant name', name: 'Your name', email: 'Email', password: 'Password',
    confirm: 'Confirm password', createAccount: 'Create account', inbox: 'Check your inbox', mailSubject: /Confirm your e-mail address/,
    confirmed: 'Email confirmed', signInLink: 'Sign in', signIn: 'Sign in', code: 'Sign-in code', codeSubject: /is your Conto sign-in code$/, createRestaurant: 'Create your restaurant', restaurantName: 'Name',
    address: 'Address (optional)', description: 'Description (optional)', create: 'Create the restaurant', guide: (name: string) => `Get ${name} ready for diners`,
    progress: (n: number) => `${n} of 6 steps done`, addTables: 'Add tables', addMany: 'Add many', bulkTitle: 'Add many tables',
    from: 'From number', to: 'To number', section: 'Section', seats: 'Seats', add10: 'Add 10 tables', added10: '10 tables added',
    dashboard: 'Dashboard', addDishes: 'Add dishes', importCsv: 'Import CSV', importTitle: 'Import a menu', file: 'CSV file',
    refused: 'broken.csv was not imported: 3 rows need fixing.', line: (n: number) => `Line ${n}:`, ready: 'menu.csv: 30 rows ready (30 new, 0 updated).',
    import30: 'Import 30 rows', imported: 'Menu imported: 30 rows', tablesNav: 'Tables', table1: 'Table 1', openOrder: 'Open order',
    addItems: 'Add items', add: (name: string) => `Add ${name}`, soldOut: 'Sold out', billTab: /^Bill/, printQr: 'Print the QR codes',
    printAll: 'Print all (A4)', qrAlt: 'QR code for Table 1',
  },
}[language]

/** The one record the superuser finds (only to check what the journey wrote, never to write). */
async function suFind<T>(collection: string, filter: string): Promise<T> {
  const { items } = await su<{ items: T[] }>('GET', `/api/collections/${collection}/records?perPage=2&filter=${encodeURIComponent(filter)}`)
  if (items.length !== 1) throw new Error(`Expected one ${collection} record for ${filter}, found ${items.length}`)
  return items[0]!
}

test(`${language}: from an empty database to a diner-visible bill, with no superuser`, async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  const journey = new Journey()
  // the setup screens only this journey reaches, checked by axe-core (a few tenths of a second each)
  const audit = accessibilityAudit(page)
  const run = randomBytes(3).toString('hex')
  const email = `owner-${run}@first-run.test`
  const restaurantName = language === 'it' ? 'Osteria del Ponte' : 'The Bridge Inn'

  // 1. The very first visit to /admin on an empty instance is the first-run sign-up.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/signup$/)
  if (language === 'en') await journey.click(page.getByRole('button', { name: 'EN' }))
  await expect(page.getByRole('heading', { name: words.firstRun })).toBeVisible()
  await journey.fill(page.getByLabel(words.company), `${restaurantName} S.r.l.`)
  await journey.fill(page.getByLabel(words.name), language === 'it' ? 'Giulia Rossi' : 'Sam Taylor')
  await journey.fill(page.getByLabel(words.email), email)
  await journey.fill(page.getByLabel(words.password, { exact: true }), PASSWORD)
  await journey.fill(page.getByLabel(words.confirm), PASSWORD)
  await journey.click(page.getByRole('button', { name: words.createAccount }))
  await expect(page.getByRole('heading', { name: words.inbox })).toBeVisible()
  journey.step('sign up')

  // 2. The link in the e-mail (through PocketBase's mailer into mailpit), then sign in.
  const mail = await waitForMail(email, words.mailSubject)
  const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  await journey.act(() => page.goto(link!))
  await expect(page.getByText(words.confirmed)).toBeVisible()
  await audit.check('verify-email')
  await journey.click(page.getByRole('link', { name: words.signInLink }))
  await journey.fill(page.getByLabel(words.email), email)
  await journey.fill(page.getByLabel(words.password), PASSWORD)
  await journey.click(page.getByRole('button', { name: words.signIn }))
  // an administrator also types the code the sign-in e-mails them (decision 028)
  const codeMail = await waitForMail(email, words.codeSubject)
  await journey.fill(page.getByLabel(words.code), /\d{6}/.exec(codeMail.subject)![0])
  await journey.click(page.getByRole('button', { name: words.signIn }))
  await expect(page.getByRole('heading', { name: words.createRestaurant, level: 1 })).toBeVisible()
  await audit.check('create-restaurant')
  journey.step('confirm the e-mail and sign in with the code')

  // 3. The restaurant, then the dashboard's setup guide leads the way.
  await journey.fill(page.getByLabel(words.restaurantName, { exact: true }), restaurantName)
  await journey.fill(page.getByLabel(words.address, { exact: true }), 'Via del Ponte 3, Firenze')
  await journey.fill(page.getByLabel(words.description, { exact: true }), 'Cucina toscana dal 1962.')
  await journey.click(page.getByRole('button', { name: words.create }))
  const guide = page.getByRole('region', { name: words.guide(restaurantName) })
  await expect(guide.getByText(words.progress(1))).toBeVisible()
  await audit.check('setup-guide')
  journey.step('create the restaurant')

  // 4. Ten tables at once, "1" to "10" in Sala.
  await journey.click(guide.getByRole('link', { name: words.addTables }))
  await journey.click(page.getByRole('button', { name: words.addMany }))
  const bulk = page.getByRole('dialog', { name: words.bulkTitle })
  await journey.fill(bulk.getByLabel(words.from, { exact: true }), '1')
  await journey.fill(bulk.getByLabel(words.to, { exact: true }), '10')
  await journey.fill(bulk.getByLabel(words.section, { exact: true }), 'Sala')
  await journey.fill(bulk.getByLabel(words.seats, { exact: true }), '4')
  await journey.click(bulk.getByRole('button', { name: words.add10 }))
  await expect(page.getByText(words.added10)).toBeVisible()
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(10)
  journey.step('add 10 tables')

  // 5. The menu: a broken file refused line by line, nothing saved; then 30 dishes at once.
  await openNav(page, journey)
  await journey.click(page.getByRole('navigation').getByRole('link', { name: words.dashboard, exact: true }))
  await expect(guide.getByText(words.progress(2))).toBeVisible()
  await journey.click(guide.getByRole('link', { name: words.addDishes }))
  await journey.click(page.getByRole('button', { name: words.importCsv }))
  const importPanel = page.getByRole('dialog', { name: words.importTitle })
  await journey.act(() => page.getByLabel(words.file).setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(brokenCsv) }))
  const problems = importPanel.getByRole('alert')
  await expect(problems.getByText(words.refused)).toBeVisible()
  for (const line of [3, 4, 5]) await expect(problems.getByRole('listitem').filter({ hasText: words.line(line) })).toHaveCount(1)
  await journey.act(() => page.getByLabel(words.file).setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(menuCsv) }))
  await expect(importPanel.getByText(words.ready)).toBeVisible()
  await journey.click(importPanel.getByRole('button', { name: words.import30 }))
  await expect(page.getByText(words.imported)).toBeVisible()
  journey.step('import the menu (a broken file, then 30 lines)')

  // 6. Guests at table 1: an order from the catalogue (the sold-out dish cannot be picked).
  await openNav(page, journey)
  await journey.click(page.getByRole('navigation').getByRole('link', { name: words.tablesNav, exact: true }))
  await journey.click(page.getByRole('button', { name: words.table1, exact: true }))
  const panel = page.getByRole('dialog', { name: words.table1 })
  await journey.click(panel.getByRole('button', { name: words.openOrder }))
  await journey.click(panel.getByRole('tab', { name: words.addItems }))
  // a picker item reads "Aggiungi Piatto 1 5,00 €": its name, then its price
  const dish = (name: string) => new RegExp(`^${words.add(name)} `)
  await expect(panel.getByRole('button', { name: words.add('Piatto 6') })).toBeDisabled()
  await journey.click(panel.getByRole('button', { name: dish('Piatto 1') }))
  await expect(panel.getByRole('button', { name: dish('Piatto 1') })).toContainText('×1')
  await journey.click(panel.getByRole('button', { name: dish('Piatto 1') }))
  await expect(panel.getByRole('button', { name: dish('Piatto 1') })).toContainText('×2')
  await journey.click(panel.getByRole('button', { name: dish('Piatto 2') }))
  await expect(panel.getByRole('button', { name: dish('Piatto 2') })).toContainText('×1')
  await journey.click(panel.getByRole('tab', { name: words.billTab }))
  await expect(panel.getByText('26,00 €').last()).toBeVisible()
  journey.step('open an order on table 1 (3 dishes)')

  // 7. The QR sheet, printed (the browser's print dialog is the browser's: stubbed here).
  await page.keyboard.press('Escape')
  await openNav(page, journey)
  await journey.click(page.getByRole('navigation').getByRole('link', { name: words.dashboard, exact: true }))
  await journey.click(guide.getByRole('link', { name: words.printQr }))
  await page.evaluate(() => {
    window.print = () => undefined
  })
  await journey.click(page.getByRole('button', { name: words.printAll }))
  journey.step('print the QR sheet')

  // 8. A diner scans table 1 and sees the bill.
  const restaurant = await suFind<{ id: string }>('restaurants', `name = "${restaurantName}"`)
  const table1 = await suFind<{ id: string }>('tables', `restaurant = "${restaurant.id}" && name = "1"`)
  const tableAddress = `${baseURL}/qr/${restaurant.id}/${table1.id}`
  const diner = await (await browser.newContext({ baseURL, locale: language === 'it' ? 'it-IT' : 'en-GB', viewport: { width: 390, height: 844 } })).newPage()
  await journey.act(() => diner.goto(tableAddress))
  await expect(diner.getByRole('heading', { name: restaurantName })).toBeVisible()
  await expect(diner.getByText('26,00 €').first()).toBeVisible()
  // the diner's language is the phone's; either way the bill is a link away
  await journey.click(diner.getByRole('link', { name: /^(Paga il conto|Pay bill)/ }))
  await expect(diner.getByText('Piatto 1')).toBeVisible()
  await expect(diner.getByText('Piatto 2')).toBeVisible()
  journey.step('a diner opens table 1 and sees the bill')

  audit.expectNone()
  const totals = journey.report(`${results}/first-run-${language}.json`, `First run (${language}), sign-up to a diner-visible bill`)
  expect(totals.clicks).toBeGreaterThan(0)

  // The printed sheet: table 1's card holds table 1's address, read from what the printer gets.
  await page.emulateMedia({ media: 'print' })
  const card = page.getByTestId('qr-print-sheet').getByRole('article', { name: words.table1, exact: true })
  await expect(card.getByText(restaurantName)).toBeVisible()
  expect((await scanQrFromPage(page, card.getByRole('img', { name: words.qrAlt }))).text).toBe(tableAddress)
  await page.emulateMedia({ media: 'screen' })

  // Setup is where the guide says it is: details, tables, menu and QR done; Stripe and a test
  // payment to do. The diner saw what the restaurant entered, not a developer.
  await openNav(page, journey)
  await page.getByRole('navigation').getByRole('link', { name: words.dashboard, exact: true }).click()
  await expect(guide.getByText(words.progress(4))).toBeVisible()
  await diner.context().close()
})
