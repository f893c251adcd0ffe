import { readFileSync } from 'node:fs'
import { expect, test } from '../fixtures.ts'
import { createTenant, getRecord, seedPayments, signIn } from './office-helpers.ts'

test('review filters return the right rows', async ({ page }) => {
  const tenant = await createTenant('Reviews')
  await seedPayments(tenant, [
    { total: 3000, ratings: { food: 5, service: 4 } },
    { total: 2400, ratings: { food: 3, service: 5 } },
    { total: 1800, ratings: { food: 1, service: 2 } },
  ])
  await signIn(page, tenant.admin)
  await page.goto('/admin/statistics')
  await expect(page.getByRole('heading', { name: 'Statistiche e recensioni' })).toBeVisible()
  const rows = page.getByTestId('review-row')
  const ratings = async () => (await rows.evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-rating'))))).sort()

  await expect(rows).toHaveCount(6)
  const filter = async (label: string, expected: number[]) => {
    await page.getByText(label, { exact: true }).click()
    await expect(rows).toHaveCount(expected.length)
    expect(await ratings()).toEqual(expected)
  }
  await filter('Solo 5', [5, 5])
  await filter('4+', [4, 5, 5])
  await filter('3+', [3, 4, 5, 5])
  await filter('2+', [2, 3, 4, 5, 5])
  await filter('1+', [1, 2, 3, 4, 5, 5])
  await page.getByLabel('Tipo').selectOption('service')
  await expect(rows).toHaveCount(3)
  expect(await ratings()).toEqual([2, 4, 5])
  await filter('4+', [4, 5])
  // the averages cover the period and type, whatever the rating filter
  const averages = page.getByRole('region', { name: 'Valutazioni medie' })
  await expect(averages.getByText('3,7')).toBeVisible()
  await page.getByLabel('Tipo').selectOption('all')
  await expect(averages.getByText('3,0')).toBeVisible()
  // each review links its payment's transaction and order
  await rows.first().getByRole('link', { name: /^Ordine n\./ }).waitFor()
})

test('transactions: filters, paging, CSV export, detail and a partial refund', async ({ page }) => {
  const tenant = await createTenant('Money')
  const payments = await seedPayments(tenant, [
    ...Array.from({ length: 11 }, (_, index) => ({ total: 1000 + index * 100, tip: 100 })),
    { total: 5000, tip: 500, status: 'failed' },
  ])
  await signIn(page, tenant.admin)
  await page.goto('/admin/transactions')
  await expect(page.getByRole('heading', { name: 'Transazioni' })).toBeVisible()
  // the payments only: a checkout nobody finished is not a declined card
  await expect(page.getByLabel('Stato')).toHaveValue('payments')
  await expect(page.getByText('1–11 di 11')).toBeVisible()
  await page.getByLabel('Righe per pagina').selectOption('10')
  await expect(page.getByText('1–10 di 11')).toBeVisible()
  await page.getByRole('button', { name: 'Pagina successiva' }).click()
  await expect(page.getByText('11–11 di 11')).toBeVisible()

  await page.getByLabel('Stato').selectOption('failed')
  await expect(page.getByText('1–1 di 1')).toBeVisible()
  await page.getByLabel('Stato').selectOption('all')
  await page.getByLabel('Periodo').selectOption('lastQuarter')
  await expect(page.getByText('1–10 di 12')).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^transactions-osteria-money-[a-f0-9]+-lastQuarter-\d{4}-\d\d-\d\d\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '').trim().split('\r\n')
  expect(csv[0]).toBe(
    'ID transazione;Data;Ordine;Tavolo;Stato;Valuta;Importo;Mancia;Costo del servizio;Commissione;Totale;Rimborsato;Metodo di pagamento;Cameriere;Divisione;Gruppo di divisione;ID addebito carta;Registrata da',
  )
  expect(csv).toHaveLength(13)
  expect(csv.some((line) => line.includes(';Non concluso;EUR;45,00;5,00;0,00;0,00;50,00;0,00;Carta (QR) · card;'))).toBe(true)

  // the detail of the 20,00 € payment, then a partial refund of 5,00 €
  const paid = payments[10]!
  await page.goto(`/admin/transactions/${paid.id}`)
  await expect(page.getByRole('heading', { name: `Transazione ${paid.id}` })).toBeVisible()
  await expect(page.getByText(`ch_office_${tenant.run}_10`)).toBeVisible()
  await expect(page.getByText('Pagamento completato')).toBeVisible()
  await page.getByRole('button', { name: 'Rimborsa' }).click()
  const panel = page.getByRole('dialog', { name: 'Rimborsa il pagamento' })
  await expect(panel.getByText('Puoi rimborsare fino a 20,00 €')).toBeVisible()
  await panel.getByText('Rimborso parziale').click()
  await panel.getByLabel('Importo (EUR)').fill('25')
  await panel.getByRole('button', { name: /^Rimborsa/ }).click()
  await expect(panel.getByText('Puoi rimborsare al massimo 20,00 €')).toBeVisible()
  await panel.getByLabel('Importo (EUR)').fill('5,00')
  await panel.getByRole('button', { name: 'Rimborsa 5,00 €' }).click()
  await expect(page.getByText('5,00 € rimborsati')).toBeVisible()
  await expect(page.getByRole('main').getByText('Rimborsata in parte').first()).toBeVisible()
  await expect(page.getByText('Rimborso emesso')).toBeVisible()
  const saved = await getRecord<{ status: string; refund_amount: number }>('transactions', paid.id)
  expect(saved).toMatchObject({ status: 'partially_refunded', refund_amount: 500 })
})

test('an unknown transaction shows "Transaction not found"', async ({ page }) => {
  const tenant = await createTenant('Missing')
  await signIn(page, tenant.admin)
  await page.goto('/admin/transactions/doesnotexist123')
  await expect(page.getByRole('heading', { name: 'Transazione non trovata' })).toBeVisible()
  await page.getByRole('link', { name: 'Tutte le transazioni' }).click()
  await expect(page).toHaveURL(/\/admin\/transactions$/)
})
