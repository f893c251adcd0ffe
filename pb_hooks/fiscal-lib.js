/* global module */
// What a payment certifies on the restaurant's RT, by VAT rate (issue 22). Pure functions: the
// fiscal outbox builds each job's document with them inside the payment's own transaction.
//
// A payment that names its items (by items, a share of one item) certifies exactly those lines.
// A payment that does not (equal parts, an amount, the whole bill) is split across the VAT rates
// in proportion to what each rate still has to pay on the bill, to the cent. Splitting by what is
// *left* — not by the bill's total — makes the last payment take exactly the rest of every rate,
// so the documenti of a bill always add up, rate by rate, to the bill.

const { VAT_CODES, DEFAULT_VAT } = require(`${__hooks}/shared-rules.js`)

/**
 * Splits `amount` (minor units) across the rates of `remaining` ({rate: minor units still to pay}),
 * in proportion, largest remainder first, ties to the rate listed first in VAT_CODES. No rate gets
 * more than it has left; what is beyond the total left comes back as `unallocated`.
 */
function allocateByRate(amount, remaining) {
  const rates = VAT_CODES.filter((code) => (remaining[code] || 0) > 0)
  const left = rates.reduce((sum, code) => sum + remaining[code], 0)
  const byRate = {}
  if (amount >= left) {
    for (const code of rates) byRate[code] = remaining[code]
    return { byRate, unallocated: amount - left }
  }
  let given = 0
  const remainders = []
  for (const code of rates) {
    const exact = amount * remaining[code]
    byRate[code] = Math.floor(exact / left)
    given += byRate[code]
    remainders.push({ code, remainder: exact % left })
  }
  // the cents the floors left out go to the largest remainders; sort is stable, so ties keep VAT_CODES order
  remainders.sort((a, b) => b.remainder - a.remainder)
  for (let index = 0; given < amount; index += 1) {
    byRate[remainders[index].code] += 1
    given += 1
  }
  return { byRate, unallocated: 0 }
}

/** What each rate of a bill still has to pay: its lines' totals less what earlier documents certified. */
function getRemainingByRate(lines, certified) {
  const remaining = {}
  for (const line of lines) remaining[line.vat] = (remaining[line.vat] || 0) + line.quantity * line.unitPrice
  for (const code of Object.keys(certified || {})) remaining[code] = (remaining[code] || 0) - certified[code]
  for (const code of Object.keys(remaining)) if (remaining[code] < 0) remaining[code] = 0
  return remaining
}

/** Most characters of a line's description the RT prints (Epson's documented message width). */
const DESCRIPTION_MAX = 38
/** How each channel is paid on the documento (the driver maps these to the printer's codes). */
const MEANS_BY_CHANNEL = { qr: 'electronic', terminal: 'electronic', cash: 'cash', other: 'other' }
/** The tip's line: tips are the workers', outside VAT (decision 031). */
const TIP_VAT = 'N2'

// cut at the width, without an ellipsis the printer may not have (the Cassa also writes it in the
// printer's characters: src/features/cassa/epson-request.ts toPrinterText)
function describeLine(text) {
  return String(text || '').replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_MAX).trim()
}

/**
 * The document of a payment: the lines it certifies (the items it names, else its share of the
 * bill by rate), its tip, its means, and its total by rate.
 * - `payment`: {base, tip, channel, covered: [{lineId, quantity, amount, shares, shareOf}]}
 * - `lines`: the bill's lines [{id, name, vat, quantity, unitPrice}]
 * - `certified`: {rate: minor units} the order's earlier documents certified
 */
function buildSaleDocument(payment, lines, certified, texts) {
  const byId = {}
  for (const line of lines) byId[line.id] = line
  const items = []
  const byRate = {}
  const add = (description, quantity, unitPrice, vat) => {
    items.push({ description: describeLine(description), quantity, unitPrice, vat })
    byRate[vat] = (byRate[vat] || 0) + quantity * unitPrice
  }
  // the items certify themselves only when they fit: wholly paid (not capped by what the bill had
  // left) and within what each of their rates still has to pay (earlier amounts or equal shares
  // took some of every rate); otherwise what was paid is certified by rate, as for an amount, so
  // a bill's documenti never put more on a rate than the bill has
  const remaining = getRemainingByRate(lines, certified)
  const coveredByRate = {}
  let coveredTotal = 0
  for (const row of payment.covered) {
    const line = byId[row.lineId]
    if (!line) continue
    const amount = row.shares > 0 ? row.amount : row.quantity * line.unitPrice
    coveredByRate[line.vat] = (coveredByRate[line.vat] || 0) + amount
    coveredTotal += amount
  }
  const itemsFit = Object.keys(coveredByRate).every((code) => coveredByRate[code] <= (remaining[code] || 0))
  if (payment.covered.length > 0 && coveredTotal === payment.base && itemsFit) {
    for (const row of payment.covered) {
      const line = byId[row.lineId]
      if (!line) continue
      if (row.shares > 0) add(`${row.shares}/${row.shareOf} ${line.name}`, 1, row.amount, line.vat)
      else add(line.name, row.quantity, line.unitPrice, line.vat)
    }
  } else {
    const split = allocateByRate(payment.base, remaining)
    for (const code of VAT_CODES) if (split.byRate[code] > 0) add(texts.share, 1, split.byRate[code], code)
  }
  const base = Object.keys(byRate).reduce((sum, code) => sum + byRate[code], 0)
  if (payment.tip > 0) items.push({ description: describeLine(texts.tip), quantity: 1, unitPrice: payment.tip, vat: TIP_VAT })
  const total = base + payment.tip
  return { lines: items, byRate, tip: payment.tip, total, payments: [{ means: MEANS_BY_CHANNEL[payment.channel] || 'other', amount: total }] }
}

/** The Italian words on the documento (the RT prints in Italian whatever the diner's language). */
const DOCUMENT_TEXTS = { share: 'Quota del conto', tip: 'Mancia', refund: 'Reso' }

/**
 * Writes the sale job of a completed payment, in the caller's transaction: once per payment (its
 * key is the payment's), and only for a restaurant that has mapped its printer's departments.
 * @param {CoreApp} app
 */
function enqueueSale(app, tx) {
  const key = `sale:${tx.id}`
  const restaurant = app.findRecordById('restaurants', tx.getString('restaurant'))
  if (!certifiesWithConto(restaurant)) return null
  const orderId = tx.getString('order')
  // per table, the close certifies the bill; a payment that completes after it (a diner's card
  // payment settling late) gets a documento of its own
  if (restaurant.getString('fiscal_mode') === 'table' && !app.findRecordById('orders', orderId).getString('closed_at')) return null
  const existing = findOwnSaleJob(app, tx)
  if (existing) return existing

  const document = buildSaleDocument(readPayment(app, tx), readBillLines(app, orderId), readCertified(app, orderId), DOCUMENT_TEXTS)
  document.currency = tx.getString('currency')
  // the diner's codice lotteria: only a documento paid wholly by electronic means takes part (L. 178/2020, c. 1095)
  if (tx.getString('lottery_code') && document.payments.every((p) => p.means === 'electronic')) document.lotteryCode = tx.getString('lottery_code')

  return saveJob(app, { restaurant: restaurant.id, order: orderId, transaction: tx.id, kind: 'sale', key, document })
}

/**
 * The bill's lines as the documento names them: item name, rate, quantity, unit price.
 * @param {CoreApp} app
 */
function readBillLines(app, orderId) {
  const names = {}
  const nameOf = (itemId) => {
    if (!(itemId in names)) names[itemId] = app.findRecordById('items', itemId).getString('name')
    return names[itemId]
  }
  return app.findRecordsByFilter('order_items', 'order = {:order}', 'created', 0, 0, { order: orderId }).map((line) => ({
    id: line.id,
    name: nameOf(line.getString('item')),
    vat: line.getString('vat') || DEFAULT_VAT,
    quantity: line.getInt('quantity'),
    unitPrice: line.getInt('unit_price'),
  }))
}

/**
 * A payment as buildSaleDocument reads it: its bill part, tip, channel and the lines it names.
 * @param {CoreApp} app
 */
function readPayment(app, tx) {
  const covered = app.findRecordsByFilter('transaction_items', 'transaction = {:tx}', 'created', 0, 0, { tx: tx.id }).map((row) => ({
    lineId: row.getString('order_item'),
    quantity: row.getInt('quantity'),
    amount: row.getInt('amount'),
    shares: row.getInt('shares'),
    shareOf: row.getInt('share_of'),
  }))
  return { base: tx.getInt('base_amount'), tip: tx.getInt('tip_amount'), channel: tx.getString('channel') || 'qr', covered }
}

/**
 * A new job in the caller's transaction, unless the event's key already has one.
 * @param {CoreApp} app
 */
function saveJob(app, fields) {
  const existing = app.findRecordsByFilter('fiscal_jobs', 'key = {:key}', '', 1, 0, { key: fields.key })
  if (existing.length > 0) return existing[0]
  const job = new Record(app.findCachedCollectionByNameOrId('fiscal_jobs'))
  for (const name of Object.keys(fields)) job.set(name, fields[name])
  job.set('status', 'pending')
  app.save(job)
  return job
}

/**
 * The payment's own documento (one per payment), or null.
 * @param {CoreApp} app
 */
function findOwnSaleJob(app, tx) {
  const found = app.findRecordsByFilter('fiscal_jobs', 'key = {:key}', '', 1, 0, { key: `sale:${tx.id}` })
  return found.length > 0 ? found[0] : null
}

/**
 * The documento that certified a payment: its own sale job, or the table's when the restaurant
 * prints one per table; null while nothing has certified it yet.
 * @param {CoreApp} app
 */
function findSaleJob(app, tx) {
  const own = findOwnSaleJob(app, tx)
  if (own) return own
  const table = app.findRecordsByFilter('fiscal_jobs', 'key = {:key}', '', 1, 0, { key: `table:${tx.getString('order')}` })
  return table.length > 0 ? table[0] : null
}

/**
 * A voided payment's annullo: it cancels the whole documento of the sale (printed first, since the
 * Cassa prints in order), which the driver cites by the number the printer gave it.
 * @param {CoreApp} app
 */
function enqueueVoid(app, tx) {
  const sale = findOwnSaleJob(app, tx)
  if (!sale) return null
  const document = JSON.parse(sale.getString('document') || '{}') || {}
  return saveJob(app, {
    restaurant: sale.getString('restaurant'),
    order: sale.getString('order'),
    transaction: tx.id,
    kind: 'void',
    key: `void:${tx.id}`,
    // the original's means: the annullo pays its total back the way it was paid
    document: { original: sale.id, lines: [], total: document.total || 0, currency: document.currency || tx.getString('currency'), payments: document.payments || [] },
  })
}

/** A document's amounts by rate, its tip on the tip's rate. */
function withTip(document) {
  const byRate = Object.assign({}, document.byRate || {})
  if (document.tip > 0) byRate[TIP_VAT] = (byRate[TIP_VAT] || 0) + document.tip
  return byRate
}

/**
 * `byRate` less what the resi citing `sale` gave back (only `transactionId`'s, when given).
 * @param {CoreApp} app
 */
function lessEarlierResi(app, sale, byRate, transactionId) {
  const left = Object.assign({}, byRate)
  const earlier = app.findRecordsByFilter('fiscal_jobs', "order = {:order} && kind = 'refund'", 'created', 0, 0, { order: sale.getString('order') })
  for (const job of earlier) {
    const document = JSON.parse(job.getString('document') || '{}') || {}
    if (document.original !== sale.id || (transactionId && job.getString('transaction') !== transactionId)) continue
    for (const code of Object.keys(document.byRate || {})) left[code] = Math.max(0, (left[code] || 0) - document.byRate[code])
  }
  return left
}

/**
 * What a refund may give back, by rate. A payment's own documento: what it certified, less earlier
 * resi. A table's documento (several payments in one): what this payment paid for, as Conto knows
 * it (the items it named, else its share of the bill by rate, and its tip), less its own earlier
 * resi, and never more on a rate than the documento still holds (issue 35: a diner who paid one
 * 10 % dish is not given back 22 % VAT).
 * @param {CoreApp} app
 */
function refundableByRate(app, tx, sale) {
  const original = JSON.parse(sale.getString('document') || '{}') || {}
  const documentLeft = lessEarlierResi(app, sale, withTip(original))
  if (sale.getString('transaction') === tx.id) return documentLeft
  const part = buildSaleDocument(readPayment(app, tx), readBillLines(app, tx.getString('order')), {}, DOCUMENT_TEXTS)
  const paymentLeft = lessEarlierResi(app, sale, withTip(part), tx.id)
  const refundable = {}
  for (const code of Object.keys(paymentLeft)) refundable[code] = Math.min(paymentLeft[code], documentLeft[code] || 0)
  return refundable
}

/**
 * A refund's reso, for what the refunded total grew by: split over what the refunded payment
 * certified, rate by rate (its tip included), in proportion to what earlier resi left, and keyed by
 * the new refunded total, so the two ways a refund is learnt (our own call, Stripe's
 * charge.refunded) never make two resi.
 * @param {CoreApp} app
 */
function enqueueRefund(app, tx, refundedBefore, refundedAfter) {
  if (refundedAfter <= refundedBefore) return null
  const sale = findSaleJob(app, tx)
  if (!sale) return null
  const original = JSON.parse(sale.getString('document') || '{}') || {}
  const remaining = refundableByRate(app, tx, sale)
  const amount = refundedAfter - refundedBefore
  const { byRate } = allocateByRate(amount, remaining)
  const lines = VAT_CODES.filter((code) => byRate[code] > 0).map((code) => ({
    description: code === TIP_VAT ? DOCUMENT_TEXTS.tip : DOCUMENT_TEXTS.refund,
    quantity: 1,
    unitPrice: byRate[code],
    vat: code,
  }))
  return saveJob(app, {
    restaurant: sale.getString('restaurant'),
    order: sale.getString('order'),
    transaction: tx.id,
    kind: 'refund',
    key: `refund:${tx.id}:${refundedAfter}`,
    document: {
      original: sale.id,
      lines,
      byRate,
      total: amount,
      currency: original.currency || tx.getString('currency'),
      payments: [{ means: MEANS_BY_CHANNEL[tx.getString('channel') || 'qr'] || 'other', amount }],
    },
  })
}

/**
 * Conto's Cassa prints the restaurant's documenti: it has told us its printer's departments, and
 * its POS does not certify the payments itself (fiscal_by, docs/decisions/044).
 * @param {core.Record} restaurant
 */
function certifiesWithConto(restaurant) {
  if (restaurant.getString('fiscal_by') === 'pos') return false
  const map = JSON.parse(restaurant.getString('fiscal_departments') || 'null')
  return Boolean(map) && Object.keys(map).length > 0
}

/**
 * What the order's sale documents certified so far, by rate, leaving out payments voided or wholly
 * refunded: the bill counts those as unpaid, so the next payment certifies their part again.
 * @param {CoreApp} app
 */
function readCertified(app, orderId) {
  const certified = {}
  const jobs = app.findRecordsByFilter(
    'fiscal_jobs',
    "order = {:order} && kind = 'sale' && transaction.status != 'voided' && transaction.status != 'refunded'",
    'created',
    0,
    0,
    { order: orderId },
  )
  for (const job of jobs) {
    const byRate = (JSON.parse(job.getString('document') || '{}') || {}).byRate || {}
    for (const code of Object.keys(byRate)) certified[code] = (certified[code] || 0) + byRate[code]
  }
  return certified
}

module.exports = {
  allocateByRate,
  getRemainingByRate,
  buildSaleDocument,
  enqueueSale,
  enqueueVoid,
  enqueueRefund,
  certifiesWithConto,
  findOwnSaleJob,
  findSaleJob,
  readBillLines,
  readCertified,
  readPayment,
  saveJob,
  describeLine,
  DOCUMENT_TEXTS,
  MEANS_BY_CHANNEL,
  TIP_VAT,
}
