import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

/** A screen's page when the member has no restaurant to show yet, in its area's words. */
export function NoRestaurant({ title, area = 'floor' }: { title: string; area?: 'floor' | 'office' }) {
  const { t } = useTranslation(['floor', 'office'])
  return (
    <>
      <PageHeader title={title} />
      {area === 'floor' ? (
        <EmptyState title={t('floor:noRestaurant.title')}>{t('floor:noRestaurant.text')}</EmptyState>
      ) : (
        <EmptyState title={t('office:common.noRestaurant')}>{t('office:common.noRestaurantHint')}</EmptyState>
      )}
    </>
  )
}
