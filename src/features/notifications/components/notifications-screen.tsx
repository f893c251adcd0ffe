import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { CheckIcon } from '@/components/ui/icons'
import { ListPager } from '@/components/ui/list-pager'
import { PageHeader } from '@/components/ui/page-header'
import { PageSpinner } from '@/components/ui/spinner'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPagingParams } from '@/lib/live/paging'
import type { UserRecord } from '@/lib/api/pocketbase-types'
import { useNotificationsMarkAllRead, useNotificationsPage, useUnreadCount, type NotificationFilter } from '../api'
import { NotificationFilterTabs } from './notification-filter-tabs'
import { NotificationsList } from './notifications-list'

export interface NotificationsScreenProps {
  restaurantId: string
  user: Pick<UserRecord, 'id' | 'role'>
  /** This device's push switch (the push feature's, arranged by the route). */
  pushToggle: ReactNode
}

/** Waiter calls, payments and reviews of one restaurant, live and paged; mark read. */
export function NotificationsScreen({ restaurantId, user, pushToggle }: NotificationsScreenProps) {
  const { t } = useTranslation('floor')
  const [params, setParams] = useSearchParams()
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all'
  const { page, perPage } = readPagingParams(params)
  const notifications = useNotificationsPage(restaurantId, { filter, page, perPage })
  const unread = useUnreadCount(restaurantId)
  const markAll = useNotificationsMarkAllRead(restaurantId, user.id)

  const update = (changes: { filter?: NotificationFilter; page?: number; perPage?: number }) => {
    const next = { filter, page, perPage, ...changes }
    const search = new URLSearchParams()
    if (next.filter !== 'all') search.set('filter', next.filter)
    if (next.page > 1) search.set('page', String(next.page))
    if (next.perPage !== DEFAULT_PAGE_SIZE) search.set('perPage', String(next.perPage))
    setParams(search, { replace: true })
  }

  const unreadCount = unread.data ?? 0
  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        description={unreadCount > 0 ? t('notifications.unreadCount', { count: unreadCount }) : t('notifications.allRead')}
        actions={
          <button
            type="button"
            className="btn btn--secondary"
            disabled={unreadCount === 0 || markAll.isPending}
            onClick={() => markAll.mutate(undefined)}
          >
            <CheckIcon size={18} />
            {t('notifications.markAllRead')}
          </button>
        }
      />
      {pushToggle}
      <NotificationFilterTabs value={filter} onChange={(next) => update({ filter: next, page: 1 })} />
      {notifications.isPending ? (
        <PageSpinner label={t('notifications.loading')} />
      ) : notifications.isError ? (
        <LoadError title={t('notifications.loadError')} onRetry={() => void notifications.refetch()} />
      ) : (
        <>
          {notifications.data.items.length === 0 ? (
            <EmptyState title={filter === 'unread' ? t('notifications.noneUnread') : t('notifications.none')}>
              {t('notifications.noneHint')}
            </EmptyState>
          ) : (
            <NotificationsList
              restaurantId={restaurantId}
              userId={user.id}
              canDelete={user.role !== 'waiter'}
              notifications={notifications.data.items}
            />
          )}
          {notifications.data.totalItems > 0 ? (
            <ListPager
              page={notifications.data.page}
              perPage={perPage}
              total={notifications.data.totalItems}
              pageSizes={PAGE_SIZES}
              onPageChange={(next) => update({ page: next })}
              onPerPageChange={(size) => update({ perPage: size, page: 1 })}
            />
          ) : null}
        </>
      )}
    </>
  )
}
