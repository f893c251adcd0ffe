import { isPocketBaseError } from '@/lib/api/pocketbase-errors'

/** Which request of a refused PocketBase batch failed, and its field errors' codes. */
export interface BatchFailure {
  index: number
  message: string
  fields: Record<string, string>
}

/** Reads PocketBase's "Batch transaction failed" answer; null for any other error. */
export function getBatchFailure(error: unknown): BatchFailure | null {
  if (!isPocketBaseError(error)) return null
  const requests = (error.response.data as { requests?: Record<string, { response?: { message?: string; data?: Record<string, { code?: string }> } }> } | undefined)?.requests
  if (!requests) return null
  const [key, failed] = Object.entries(requests)[0] ?? []
  if (key === undefined || !failed) return null
  const fields = Object.fromEntries(Object.entries(failed.response?.data ?? {}).map(([field, value]) => [field, value?.code ?? '']))
  return { index: Number(key), message: failed.response?.message ?? error.message, fields }
}
