import { slugify } from '@/lib/browser/download'

/** Name of a transactions export, e.g. 'transactions-trattoria-bella-vista-lastMonth-2025-11-21.csv'. */
export function getExportFileName(restaurantName: string, period: string, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  return ['transactions', slugify(restaurantName), period, day].filter(Boolean).join('-') + '.csv'
}
