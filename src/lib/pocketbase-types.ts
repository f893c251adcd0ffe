// Record shapes of the collections the SPA reads, mirroring pb_migrations/.
// Hand-kept until a schema type generator is wired in; keep in step with the migrations.

export interface BaseRecord {
  id: string
  collectionId: string
  collectionName: string
}

export type UserRole = 'admin' | 'manager' | 'waiter'
export type UserStatus = 'active' | 'invited' | 'inactive'
export type Language = 'it' | 'en'

export interface CompanyRecord extends BaseRecord {
  name: string
  description: string
  default_currency: string
  country: string
}

export interface UserRecord extends BaseRecord {
  email: string
  verified: boolean
  name: string
  phone: string
  company: string
  restaurant: string
  role: UserRole
  status: UserStatus
  language: Language | ''
  last_active: string
  last_login: string
  expand?: { company?: CompanyRecord }
}

export interface RestaurantRecord extends BaseRecord {
  company: string
  name: string
  description: string
  address: string
  phone_numbers: string[] | null
  active: boolean
  theme_color: string
  logo: string
  background: string
  menu_file: string
  menu_link: string
}

export type TableStatus = 'free' | 'occupied' | 'paying' | 'paid'

export interface TableStatusRecord extends BaseRecord {
  restaurant: string
  name: string
  section: string
  currency: string
  waiter: string
  order_id: string
  order_number: number
  order_guests: number
  opened_at: string
  total_amount: number
  paid_amount: number
  status: TableStatus
}

export type OrderPaymentState = 'pending' | 'paying' | 'paid'

export interface OrderPaymentStatusRecord extends BaseRecord {
  total_amount: number
  paid_amount: number
  status: OrderPaymentState
}

export interface ItemRecord extends BaseRecord {
  name: string
  price: number
}

export interface OrderItemStatusRecord extends BaseRecord {
  order: string
  item: string
  price: number
  total_quantity: number
  paid_quantity: number
  expand?: { item?: ItemRecord }
}
