import { pb } from '@/lib/pocketbase'

/** A failed call to one of the staff functions (api-functions/admin), with the server's message. */
export class StaffFunctionError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'StaffFunctionError'
    this.status = status
  }
}

const FALLBACK_MESSAGE = 'Something went wrong while processing your request.'

/**
 * POSTs JSON to a staff function on this origin with the signed-in member's PocketBase token;
 * the function checks the token and the role itself. Errors carry the `{error}` message.
 */
export async function callStaffFunction<T>(path: string, body: unknown = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: pb.authStore.token },
      body: JSON.stringify(body),
    })
  } catch (error) {
    throw new StaffFunctionError(0, error instanceof Error ? error.message : FALLBACK_MESSAGE)
  }
  const text = await response.text()
  let data: unknown = undefined
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    // A proxy's HTML error page: fall through to the generic message.
  }
  if (!response.ok) {
    const message = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : FALLBACK_MESSAGE
    throw new StaffFunctionError(response.status, message)
  }
  return data as T
}
