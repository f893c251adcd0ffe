import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { getCutEdges, paginate, type CutEdges } from '../sheet-layout'
import { QrImage } from './qr-image'
import styles from './qr.module.css'

export interface PrintableCode {
  id: string
  url: string
  tableLabel: string
}

const EDGES = ['top', 'right', 'bottom', 'left'] as const satisfies readonly (keyof CutEdges)[]

const edgeClass: Record<keyof CutEdges, string | undefined> = {
  top: styles.cutTop,
  right: styles.cutRight,
  bottom: styles.cutBottom,
  left: styles.cutLeft,
}

/**
 * The A4 sheet the browser prints: pages of six table cards (restaurant, code, table name, how to
 * use it) in a fixed 2 × 3 grid with dashed cut lines. Hidden on screen; when printing, it is the
 * only thing on the page.
 */
export function PrintSheet({ restaurantName, codes }: { restaurantName: string; codes: PrintableCode[] }) {
  const { t } = useTranslation('floor')
  return createPortal(
    <div className={styles.sheet} data-testid="qr-print-sheet">
      {paginate(codes).map((page, pageIndex) => (
        <section key={page[0]?.id ?? pageIndex} className={styles.sheetPage}>
          {page.map((code, index) => {
            const edges = getCutEdges(index, page.length)
            return (
              <article key={code.id} className={styles.printCard} aria-label={code.tableLabel}>
                {EDGES.filter((edge) => edges[edge]).map((edge) => (
                  <span key={edge} className={edgeClass[edge]} data-cut-line={edge} aria-hidden="true" />
                ))}
                <p className={styles.printRestaurant}>{restaurantName}</p>
                <QrImage className={styles.printCode} text={code.url} alt={t('qr.alt', { table: code.tableLabel })} />
                <p className={styles.printTable}>{code.tableLabel}</p>
                <p className={styles.printHint}>{t('qr.printHint')}</p>
              </article>
            )
          })}
        </section>
      ))}
    </div>,
    document.body,
  )
}
