import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { QrImage } from './qr-image'
import styles from './qr.module.css'

export interface PrintableCode {
  id: string
  url: string
  tableLabel: string
}

/**
 * The A4 sheet the browser prints: six table cards per page (restaurant, code, table name,
 * how to use it). Hidden on screen; when printing, it is the only thing on the page.
 */
export function PrintSheet({ restaurantName, codes }: { restaurantName: string; codes: PrintableCode[] }) {
  const { t } = useTranslation('floor')
  return createPortal(
    <div className={styles.sheet} data-testid="qr-print-sheet">
      {codes.map((code) => (
        <article key={code.id} className={styles.printCard}>
          <p className={styles.printRestaurant}>{restaurantName}</p>
          <QrImage className={styles.printCode} text={code.url} alt={t('qr.alt', { table: code.tableLabel })} />
          <p className={styles.printTable}>{code.tableLabel}</p>
          <p className={styles.printHint}>{t('qr.printHint')}</p>
        </article>
      ))}
    </div>,
    document.body,
  )
}
