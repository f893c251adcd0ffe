import QRCode from 'qrcode'

// Medium error correction survives a crease or a splash on a printed table card; the four-module
// quiet zone is the one the QR standard asks for, so a code still scans on a coloured background.
const options = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#1f1a17', light: '#ffffff' } } as const

/** The QR code as an SVG document (scales to any print size). */
export function renderQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...options, type: 'svg' })
}

/** The QR code as a PNG data URL, 1024 px wide (sharp when printed up to ~8 cm at 300 dpi). */
export function renderQrPng(text: string, width = 1024): Promise<string> {
  return QRCode.toDataURL(text, { ...options, type: 'image/png', width })
}

/** Saves a file through a temporary link (works for data and blob URLs). */
export function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

export function svgToDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
