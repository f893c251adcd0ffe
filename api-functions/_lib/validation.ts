import type { z } from 'zod'
import { HttpError } from './http.ts'

/** Parses input with a zod schema; 400 with the first problem, named by its path, when it fails. */
export function parseInput<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data, { reportInput: true })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  if (!issue) throw new HttpError(400, 'Invalid request.')
  const where = issue.path.length > 0 ? issue.path.join('.') : 'body'
  if (issue.code === 'unrecognized_keys') {
    throw new HttpError(400, `Invalid request: unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} in ${where}.`)
  }
  if (issue.input === undefined && issue.path.length > 0) {
    throw new HttpError(400, `Invalid request: ${where} is required.`)
  }
  throw new HttpError(400, `Invalid request: ${where}: ${issue.message}.`)
}
