import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

/** /admin/qr-generator: specified, not built yet. */
export function QrGeneratorPage() {
  const { t } = useTranslation('admin')
  return <ComingSoon title={t('nav.qrGenerator')} />
}
