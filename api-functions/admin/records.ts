import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import type { Context } from '../_lib/context.ts'
import { HttpError } from '../_lib/http.ts'
import { PocketBaseUnavailableError } from '../_lib/pocketbase-admin.ts'
import type { CompaniesRecord } from '../../src/domain/pocketbase-schema.ts'

/** Reads one record with the superuser client; null when it does not exist. */
export async function getRecord<T>(ctx: Context, collection: string, id: string, query = ''): Promise<T | null> {
  const path = `/api/collections/${collection}/records/${encodeURIComponent(id)}${query ? `?${query}` : ''}`
  const answer = await ctx.pocketbase.send<T>('GET', path)
  if (answer.status === 404) return null
  if (answer.status !== 200) throw new PocketBaseUnavailableError(`PocketBase GET ${path} answered ${answer.status}.`)
  return answer.body
}

/** A company as PocketBase stores it (record types generated from pb_migrations/). */
export type CompanyRecord = CompaniesRecord

/** The caller's own company (a member never reaches another one's). */
export async function getCompany(ctx: Context, companyId: string): Promise<CompanyRecord> {
  const company = await getRecord<CompanyRecord>(ctx, 'companies', companyId)
  if (!company) throw new HttpError(404, 'Company not found.', FUNCTION_ERROR_CODES.companyNotFound)
  return company
}
