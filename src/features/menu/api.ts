import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/api/pocketbase'
import type { ItemRecord } from '@/lib/api/pocketbase-types'
import { changesSince } from '@/lib/live/record-changes'
import { useAppMutation } from '@/lib/live/use-app-mutation'
import type { ImportPlan } from './menu-order'

export const menuKeys = {
  all: ['menu'] as const,
  items: (restaurantId: string) => [...menuKeys.all, restaurantId, 'items'] as const,
}

export type ItemValues = Pick<ItemRecord, 'name' | 'description' | 'category' | 'price' | 'available' | 'vat'>

function menuItemsQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: menuKeys.items(restaurantId),
    queryFn: () =>
      pb.collection('items').getFullList<ItemRecord>({
        // the POS's own products (pos_product, decision 044) live on its checks, not on Conto's menu
        filter: pb.filter("restaurant = {:restaurantId} && pos_product = ''", { restaurantId }),
        sort: 'sort_order,name',
        batch: 500,
      }),
  })
}

/** Every item of the restaurant's menu, sold out ones included. */
export function useMenuItems(restaurantId: string) {
  return useQuery(menuItemsQueryOptions(restaurantId))
}

/**
 * Creates an item (at the end of the menu), or changes one from the copy the screen showed: only
 * what changed, refused when that copy is older than the item (changesSince).
 */
export function useItemSave(restaurantId: string) {
  return useAppMutation({
    mutationFn: ({ copy, values, sortOrder }: { copy?: ItemRecord; values: Partial<ItemValues>; sortOrder?: number }) =>
      copy
        ? pb.collection('items').update<ItemRecord>(copy.id, changesSince(copy, values))
        : pb.collection('items').create<ItemRecord>({ ...values, restaurant: restaurantId, sort_order: sortOrder ?? 0 }),
    invalidates: () => [menuKeys.items(restaurantId)],
  })
}

/** New positions for the items that moved, saved together. */
export function useMenuReorder(restaurantId: string) {
  return useAppMutation({
    mutationFn: async (changes: { id: string; sort_order: number }[]) => {
      if (changes.length === 0) return
      const batch = pb.createBatch()
      for (const change of changes) batch.collection('items').update(change.id, { sort_order: change.sort_order })
      await batch.send()
    },
    invalidates: () => [menuKeys.items(restaurantId)],
    toastId: 'menu-reorder',
  })
}

/** A checked CSV file saved in one transaction: every row or none. */
export function useMenuImport(restaurantId: string) {
  return useAppMutation({
    mutationFn: async (plan: ImportPlan) => {
      const batch = pb.createBatch()
      // a file without a vat column leaves every item's rate as it is
      const fields = ({ category, name, description, price, available, vat, sort_order }: ImportPlan['creates'][number]) => ({
        category,
        name,
        description,
        price,
        available,
        sort_order,
        ...(vat === undefined ? {} : { vat }),
      })
      for (const row of plan.updates) batch.collection('items').update(row.id, fields(row))
      for (const row of plan.creates) batch.collection('items').create({ ...fields(row), restaurant: restaurantId })
      await batch.send()
    },
    invalidates: () => [menuKeys.items(restaurantId)],
    // the import panel shows the failure
    errorToast: false,
  })
}
