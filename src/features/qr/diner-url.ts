import { paths } from '@/config/paths'

/** The address a table's QR code opens: `${origin}/qr/{restaurantId}/{tableId}`. */
export function getDinerUrl(origin: string, restaurantId: string, tableId: string): string {
  return `${origin.replace(/\/+$/, '')}${paths.diner.home(restaurantId, tableId)}`
}

/** Lower-case ASCII words joined by dashes: 'Trattoria Bella Vista' → 'trattoria-bella-vista'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** File name of a downloaded code, e.g. 'qr-trattoria-bella-vista-table-5.png'. */
export function getQrFileName(restaurantName: string, tableLabel: string, extension: 'png' | 'svg'): string {
  const parts = ['qr', slugify(restaurantName), slugify(tableLabel)].filter(Boolean)
  return `${parts.join('-')}.${extension}`
}
