// The item form's checks, the same limits as the items collection and the CSV import.
import { parseMoneyInput } from '@/domain/money-input'
import type { VatCode } from '@/domain/vat'
import { MAX_ITEM_PRICE, MENU_LIMITS } from './menu-csv'

export interface ItemFormValues {
  name: string
  category: string
  description: string
  /** As typed: "12,50". */
  price: string
  available: boolean
  /** '' = the restaurant's default rate */
  vat: VatCode | ''
}

export type ItemFormError = 'nameRequired' | 'nameTooLong' | 'categoryTooLong' | 'descriptionTooLong' | 'priceRequired' | 'priceInvalid'
export type ItemFormErrors = Partial<Record<'name' | 'category' | 'description' | 'price', ItemFormError>>

/** The field errors of the form (empty when it can be saved) and the price in minor units. */
export function validateItemForm(values: ItemFormValues, currency: string): { errors: ItemFormErrors; price: number | null } {
  const errors: ItemFormErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'nameRequired'
  else if (name.length > MENU_LIMITS.name) errors.name = 'nameTooLong'
  if (values.category.trim().length > MENU_LIMITS.category) errors.category = 'categoryTooLong'
  if (values.description.trim().length > MENU_LIMITS.description) errors.description = 'descriptionTooLong'
  const price = parseMoneyInput(values.price, currency)
  if (price === null || price > MAX_ITEM_PRICE) errors.price = values.price.trim() ? 'priceInvalid' : 'priceRequired'
  return { errors, price }
}
