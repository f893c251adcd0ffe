/** The fields whose value differs from the copy the form started from. */
export function pickChanged<T extends object>(copy: object, values: T): Partial<T> {
  const saved = copy as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => JSON.stringify(saved[field] ?? null) !== JSON.stringify(value ?? null)),
  ) as Partial<T>
}

/**
 * What a form that edits a shared record sends (issue 36): only the fields the person changed,
 * and the `updated` time of the copy they changed them on, so the server refuses a save based on
 * an older copy (409 `stale_copy`, pb_hooks/base-copies-lib.js) rather than put old values back.
 */
export function changesSince<T extends object>(copy: { updated: string }, values: T): Partial<T> & { base_updated: string } {
  return { ...pickChanged(copy, values), base_updated: copy.updated }
}
