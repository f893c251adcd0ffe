import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useQrSvg } from '../api'
import { svgToDataUrl } from '../render'

/** A QR code drawn from its SVG, described for screen readers by `alt`. */
export function QrImage({ text, alt, className }: { text: string; alt: string; className?: string }) {
  const { t } = useTranslation('floor')
  const svg = useQrSvg(text)
  if (svg.isPending) return <Spinner label={t('qr.rendering')} />
  if (svg.isError) return <p className="alert">{t('qr.renderError')}</p>
  return <img className={className} src={svgToDataUrl(svg.data)} alt={alt} width={240} height={240} />
}
