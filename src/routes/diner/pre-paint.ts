import { getBillSummary, type BillSummary } from '@/features/bill/amounts'
import { getItemName, getLineTotal } from '@/features/bill/items'
import { getRestaurantMedia } from '@/features/restaurant/media'
import { paths } from '@/config/paths'
import { getReadableTextColor, resolveThemeColor } from '@/lib/color'
import type { AppLanguage } from '@/lib/language'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/pocketbase-types'
import footerStyles from '@/components/ui/diner-footer.module.css'
import progressStyles from '@/components/ui/progress-bar.module.css'
import itemsStyles from '@/features/bill/components/bill-items-list.module.css'
import summaryStyles from '@/features/bill/components/bill-summary-card.module.css'
import payStyles from '@/features/bill/components/pay-bill-card.module.css'
import heroStyles from '@/features/restaurant/components/restaurant-hero.module.css'
import billStyles from './bill.module.css'
import pageStyles from './diner-page.module.css'
import homeStyles from './home.module.css'
import { hasOrderContext } from './order-context-key'
import { fillText, getPrePaintTexts, type PrePaintTexts } from './pre-paint-texts'
import type { DinerData } from './preload'

// The diner's home and bill drawn with plain DOM from the preloaded reads, before React and the
// framework have downloaded (docs/decisions/023). Same markup and the same CSS modules as the
// React components, so React's first render replaces it without a visible change; only what
// needs the app (language switch, waiter bell, the sheets) arrives with React. Links are real
// addresses: a tap before React loads is an ordinary page load.

type Child = Node | string | null | false
type Attributes = Record<string, string>

function h(tag: string, attributes: Attributes | null, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes ?? {})) element.setAttribute(name, value)
  for (const child of children) if (child !== null && child !== false) element.append(child)
  return element
}

const SVG = 'http://www.w3.org/2000/svg'

/** The app's stroke icon frame (components/ui/icon.tsx) with the given shapes. */
function icon(size: number, shapes: [string, Attributes][], className?: string): SVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  const frame: Attributes = {
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  }
  if (className) frame.class = className
  for (const [name, value] of Object.entries(frame)) svg.setAttribute(name, value)
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS(SVG, tag)
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value)
    svg.append(shape)
  }
  return svg
}

const arrowRight = (size: number) => icon(size, [['path', { d: 'M5 12h14M13 6l6 6-6 6' }]])
const arrowLeft = (size: number) => icon(size, [['path', { d: 'M19 12H5M11 18l-6-6 6-6' }]])
const userIcon = (size: number) =>
  icon(size, [
    ['circle', { cx: '12', cy: '8', r: '4' }],
    ['path', { d: 'M4 21a8 8 0 0 1 16 0' }],
  ])
const lockIcon = (size: number, className: string) =>
  icon(
    size,
    [
      ['rect', { x: '5', y: '11', width: '14', height: '10', rx: '2' }],
      ['path', { d: 'M8 11V8a4 4 0 0 1 8 0v3' }],
    ],
    className,
  )

function footer(texts: PrePaintTexts): HTMLElement {
  return h(
    'footer',
    { class: footerStyles.footer ?? '' },
    h('p', null, `${texts.footer.serviceProvidedBy} `, h('strong', { class: footerStyles.brand ?? '' }, texts.appName)),
    h('p', { class: footerStyles.copy ?? '' }, texts.footer.copyright.replace('{{year}}', String(new Date().getFullYear()))),
  )
}

function hero(data: DinerData, texts: PrePaintTexts): HTMLElement {
  const { restaurant, table } = data
  const { logoUrl, backgroundUrl } = getRestaurantMedia(restaurant)
  const initial = Array.from(restaurant.name.trim())[0]?.toUpperCase() ?? '?'
  const photo = backgroundUrl ? h('img', { src: backgroundUrl, alt: '', fetchpriority: 'high', decoding: 'async' }) : null
  const logo = logoUrl
    ? h('img', { src: logoUrl, alt: fillText(texts.home.logoAlt, { name: restaurant.name }), width: '88', height: '88' })
    : h('span', { 'aria-hidden': 'true' }, initial)
  const staffLogin = h(
    'a',
    { class: homeStyles.chip ?? '', href: paths.login(), 'aria-label': texts.home.staffLogin },
    userIcon(16),
    h('span', { class: homeStyles.staffLabel ?? '' }, texts.home.staffLogin),
  )
  return h(
    'header',
    { class: heroStyles.hero ?? '' },
    h('div', { class: heroStyles.photo ?? '', 'aria-hidden': 'true' }, photo),
    h(
      'div',
      { class: heroStyles.topBar ?? '' },
      h('span', { class: homeStyles.chip ?? '' }, fillText(texts.table, { name: table.name })),
      h('div', { class: homeStyles.topActions ?? '' }, staffLogin),
    ),
    h(
      'div',
      { class: heroStyles.identity ?? '' },
      h('div', { class: heroStyles.logo ?? '' }, logo),
      h('h1', { class: heroStyles.name ?? '' }, restaurant.name),
      h('p', { class: heroStyles.description ?? '' }, restaurant.description.trim() || texts.home.defaultDescription),
    ),
  )
}

function percent(part: number, whole: number): string {
  return `${Math.round((whole > 0 ? part / whole : 0) * 100)}%`
}

function payBillCard(summary: BillSummary, billHref: string, texts: PrePaintTexts): HTMLElement {
  const money = (amount: number) => formatMoney(amount, summary.currency)
  if (summary.state === 'none') {
    return h(
      'div',
      { class: payStyles.notice ?? '', role: 'status' },
      h('div', null, h('p', { class: payStyles.noticeTitle ?? '' }, texts.home.noOpenBill), h('p', { class: payStyles.noticeText ?? '' }, texts.home.noOpenBillHint)),
    )
  }
  if (summary.state === 'paid') {
    return h('div', { class: `${payStyles.notice} ${payStyles.paid}`, role: 'status' }, h('p', { class: payStyles.noticeTitle ?? '' }, texts.home.billPaid))
  }
  const progress =
    summary.paidAmount > 0 || summary.heldAmount > 0
      ? h(
          'div',
          { class: payStyles.progress ?? '' },
          summary.paidAmount > 0 ? h('p', null, fillText(texts.home.alreadyPaid, { paid: money(summary.paidAmount), total: money(summary.totalAmount) })) : null,
          summary.heldAmount > 0 ? h('p', null, fillText(texts.home.beingPaid, { held: money(summary.heldAmount) })) : null,
          trackOf(summary),
        )
      : null
  return h(
    'div',
    { class: payStyles.card ?? '' },
    progress,
    h(
      'a',
      { class: payStyles.payButton ?? '', href: billHref },
      h(
        'span',
        { class: payStyles.payText ?? '' },
        h('span', { class: payStyles.payLabel ?? '' }, texts.home.payBill),
        h('span', { class: payStyles.payAmount ?? '' }, h('span', { class: 'visually-hidden' }, `${texts.home.amountLeft}: `), money(summary.amountLeft)),
      ),
      h('span', { class: payStyles.payArrow ?? '' }, arrowRight(22)),
    ),
    h('p', { class: payStyles.secure ?? '' }, lockIcon(14, payStyles.secureIcon ?? ''), ` ${texts.home.securePayment}`),
  )
}

/** The home card's paid/held track; widths through the CSSOM, which the CSP allows. */
function trackOf(summary: BillSummary): HTMLElement {
  const bar = h('div', { class: payStyles.bar ?? '' })
  bar.style.width = percent(summary.paidAmount, summary.totalAmount)
  const held = summary.heldAmount > 0 ? h('div', { class: payStyles.held ?? '' }) : null
  if (held) held.style.width = percent(summary.heldAmount, summary.totalAmount)
  return h('div', { class: payStyles.track ?? '', 'aria-hidden': 'true' }, bar, held)
}

function menuLink(data: DinerData, texts: PrePaintTexts): HTMLElement | null {
  const { menuUrl } = getRestaurantMedia(data.restaurant)
  if (!menuUrl) return null
  const book = icon(20, [
    ['path', { d: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2Z' }],
    ['path', { d: 'M4 19V5M9 7h6M9 11h6' }],
  ])
  return h('a', { class: 'btn btn--secondary btn--block', href: menuUrl, target: '_blank', rel: 'noopener noreferrer' }, book, texts.home.viewMenu)
}

function homePage(data: DinerData, texts: PrePaintTexts): HTMLElement {
  const summary = getBillSummary(data.table, data.payment)
  return h(
    'div',
    { class: homeStyles.page ?? '' },
    hero(data, texts),
    h('main', { class: homeStyles.actions ?? '' }, payBillCard(summary, paths.diner.bill(data.restaurant.id, data.table.id), texts), menuLink(data, texts)),
    footer(texts),
  )
}

function progressBar(value: number, label: string, valueText: string): HTMLElement {
  const bar = h('div', { class: `${progressStyles.bar} ${progressStyles.success}` })
  bar.style.transform = `scaleX(${Math.min(1, Math.max(0, value))})`
  return h(
    'div',
    {
      class: progressStyles.track ?? '',
      role: 'progressbar',
      'aria-label': label,
      'aria-valuemin': '0',
      'aria-valuemax': '100',
      'aria-valuenow': String(Math.round(value * 100)),
      'aria-valuetext': valueText,
    },
    bar,
  )
}

function summaryCard(summary: BillSummary, texts: PrePaintTexts): HTMLElement {
  const money = (amount: number) => formatMoney(amount, summary.currency)
  const paidOf = fillText(texts.bill.paidOf, { paid: money(summary.paidAmount), total: money(summary.totalAmount) })
  const paidShare = summary.totalAmount > 0 ? summary.paidAmount / summary.totalAmount : 0
  if (summary.state === 'paid') {
    return h(
      'section',
      { class: `card ${summaryStyles.card} ${summaryStyles.paid}`, role: 'status' },
      h('span', { class: summaryStyles.paidIcon ?? '', 'aria-hidden': 'true' }, icon(26, [['path', { d: 'm5 12 5 5 9-10' }]])),
      h('div', null, h('p', { class: summaryStyles.paidTitle ?? '' }, texts.bill.allPaid), h('p', { class: summaryStyles.caption ?? '' }, paidOf)),
      h('div', { class: summaryStyles.paidBar ?? '' }, progressBar(1, texts.bill.paidShare, paidOf)),
    )
  }
  const anythingPaid = summary.paidAmount > 0
  return h(
    'section',
    { class: `card ${summaryStyles.card}`, 'aria-labelledby': 'bill-left-label' },
    h(
      'div',
      { class: summaryStyles.top ?? '' },
      h('p', { id: 'bill-left-label', class: summaryStyles.label ?? '' }, texts.bill.leftToPay),
      h(
        'p',
        { class: summaryStyles.amounts ?? '' },
        h('span', { class: summaryStyles.left ?? '' }, money(summary.amountLeft)),
        anythingPaid ? h('s', { class: summaryStyles.original ?? '' }, h('span', { class: 'visually-hidden' }, `${texts.bill.originalTotal}: `), money(summary.totalAmount)) : null,
      ),
    ),
    progressBar(paidShare, texts.bill.paidShare, paidOf),
    h('p', { class: summaryStyles.caption ?? '' }, anythingPaid ? paidOf : texts.bill.nothingPaid),
    h('p', { class: summaryStyles.held ?? '' }),
  )
}

function itemsList(items: readonly OrderItemStatusRecord[], currency: string, texts: PrePaintTexts): HTMLElement {
  if (items.length === 0) return h('p', { class: itemsStyles.empty ?? '' }, texts.bill.noItems)
  const money = (amount: number) => formatMoney(amount, currency)
  const rows = items.map((item) => {
    const fullyPaid = item.total_quantity > 0 && item.paid_quantity >= item.total_quantity
    const partlyPaid = !fullyPaid && item.paid_quantity > 0
    const name = getItemName(item)
    const total = money(getLineTotal(item))
    return h(
      'li',
      { class: `${itemsStyles.row} ${fullyPaid ? itemsStyles.paid : ''}` },
      h('span', { class: itemsStyles.quantity ?? '' }, `${item.total_quantity}×`),
      h(
        'span',
        { class: itemsStyles.name ?? '' },
        fullyPaid ? h('s', null, name) : name,
        fullyPaid ? h('span', { class: itemsStyles.badge ?? '' }, texts.bill.paid) : null,
        partlyPaid ? h('span', { class: itemsStyles.partial ?? '' }, fillText(texts.bill.partlyPaid, { paid: String(item.paid_quantity), total: String(item.total_quantity) })) : null,
      ),
      h(
        'span',
        { class: itemsStyles.price ?? '' },
        fullyPaid ? h('s', null, total) : total,
        item.total_quantity > 1 ? h('span', { class: itemsStyles.unit ?? '' }, `${money(item.price)} ${texts.bill.each}`) : null,
      ),
    )
  })
  return h('ul', { class: itemsStyles.list ?? '', 'aria-label': texts.bill.itemsLabel }, ...rows)
}

function billPage(data: DinerData, texts: PrePaintTexts): HTMLElement {
  const { restaurant, table } = data
  const summary = getBillSummary(table, data.payment)
  const content =
    summary.state === 'none'
      ? [h('p', { class: billStyles.notice ?? '', role: 'status' }, texts.home.noOpenBill)]
      : [summaryCard(summary, texts), h('h2', { class: billStyles.heading ?? '' }, texts.bill.items), itemsList(data.items ?? [], summary.currency, texts)]
  // React's Pay button records "pay in full" in this tab's choices, then opens the tips: with no
  // choices kept yet, "pay in full" is what the tips page starts from, so a link does the same;
  // otherwise (an earlier split in this tab) only the app can reset them, and the link reloads
  // the bill until it has loaded
  const payHref = hasOrderContext(table.id) ? paths.diner.bill(restaurant.id, table.id) : paths.diner.tips(restaurant.id, table.id)
  const actionBar =
    summary.state === 'open'
      ? h(
          'div',
          { class: pageStyles.actionBar ?? '' },
          h(
            'div',
            { class: billStyles.actions ?? '' },
            h('a', { class: 'btn btn--secondary', href: paths.diner.split(restaurant.id, table.id) }, texts.bill.split),
            h('a', { class: 'btn btn--primary', href: payHref }, `${texts.bill.pay} ${formatMoney(summary.amountLeft, summary.currency)}`),
          ),
        )
      : null
  return h(
    'div',
    { class: pageStyles.page ?? '' },
    h(
      'header',
      { class: pageStyles.header ?? '' },
      h(
        'div',
        { class: pageStyles.toolbar ?? '' },
        h('a', { class: pageStyles.back ?? '', href: paths.diner.home(restaurant.id, table.id), 'aria-label': texts.page.back }, arrowLeft(20)),
      ),
      h('h1', { class: pageStyles.title ?? '' }, texts.bill.title),
      h('p', { class: pageStyles.subtitle ?? '' }, `${restaurant.name} · ${fillText(texts.table, { name: table.name })}`),
    ),
    h('main', { class: pageStyles.main ?? '' }, ...content),
    actionBar,
    footer(texts),
  )
}

/**
 * Whether the preloaded answers make a page React would show as-is. Errors, a table of another
 * restaurant or out of service, and a bill being paid by others right now are left to the app.
 */
export function canPrePaint(data: DinerData, isHome: boolean): boolean {
  const { restaurant, table } = data
  if (table.restaurant !== restaurant.id || table.active === false) return false
  const summary = getBillSummary(table, data.payment)
  if (summary.state === 'held') return false
  // the bill's lines must be in, or React would show their loading rows in their place
  return isHome || summary.state === 'none' || data.items !== undefined
}

/** Draws the diner home or bill into `root` (marked `data-pre-paint` until React replaces it). */
export function prePaintDinerPage(root: HTMLElement, data: DinerData, isHome: boolean, language: AppLanguage): void {
  const texts = getPrePaintTexts(language)
  const themeColor = resolveThemeColor(data.restaurant.theme_color)
  const page = isHome ? homePage(data, texts) : billPage(data, texts)
  const frame = h('div', { 'data-pre-paint': '' }, page)
  frame.style.setProperty('--brand', themeColor)
  frame.style.setProperty('--on-brand', getReadableTextColor(themeColor))
  document.documentElement.lang = language
  document.title = `${isHome ? data.restaurant.name : `${texts.bill.title} · ${data.restaurant.name}`} · ${texts.appName}`
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', themeColor)
  root.replaceChildren(frame)
}
