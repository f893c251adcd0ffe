import { BaseAuthStore } from 'pocketbase'
import { env } from '@/config/env'
import { createPocketBaseClient } from '@/lib/api/pocketbase-client'

/**
 * The diner's reads: anonymous whoever else signed in on this device (a waiter testing the QR
 * reads the bill as a diner does), through the same API rules as every phone.
 */
export const anonymousPb = createPocketBaseClient(env.pocketBaseUrl, new BaseAuthStore())
