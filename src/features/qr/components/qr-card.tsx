import { useTranslation } from 'react-i18next'
import { DownloadIcon, PrinterIcon } from '@/components/ui/floor-icons'
import { getErrorMessage } from '@/lib/errors/error-message'
import { toast } from '@/lib/browser/toast'
import { getQrFileName } from '../diner-url'
import { downloadFile, renderQrPng, renderQrSvg, svgToDataUrl } from '../render'
import { QrImage } from './qr-image'
import styles from './qr.module.css'

interface QrCardProps {
  url: string
  tableLabel: string
  section: string
  restaurantName: string
  onPrint: () => void
}

/** One table's code with its address, PNG and SVG downloads, and printing it alone. */
export function QrCard({ url, tableLabel, section, restaurantName, onPrint }: QrCardProps) {
  const { t } = useTranslation('floor')
  const save = async (format: 'png' | 'svg') => {
    try {
      const href = format === 'png' ? await renderQrPng(url) : svgToDataUrl(await renderQrSvg(url))
      downloadFile(href, getQrFileName(restaurantName, tableLabel, format))
    } catch (error) {
      toast.error(getErrorMessage(error))
    }
  }
  return (
    <li className={styles.card} aria-label={tableLabel}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{tableLabel}</h2>
        {section ? <span className={styles.section}>{section}</span> : null}
      </div>
      <QrImage className={styles.code} text={url} alt={t('qr.alt', { table: tableLabel })} />
      <a className={styles.url} href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
      <div className={styles.cardActions}>
        <button type="button" className="btn btn--secondary" onClick={() => void save('png')} aria-label={t('qr.downloadPngFor', { table: tableLabel })}>
          <DownloadIcon size={18} />
          PNG
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void save('svg')} aria-label={t('qr.downloadSvgFor', { table: tableLabel })}>
          <DownloadIcon size={18} />
          SVG
        </button>
        <button type="button" className={`btn btn--ghost ${styles.iconButton}`} onClick={onPrint} aria-label={t('qr.printFor', { table: tableLabel })}>
          <PrinterIcon size={18} />
        </button>
      </div>
    </li>
  )
}
