import type { z } from 'zod'
import { FUNCTION_ERROR_CODES } from '../../src/domain/function-error-codes.ts'
import { HttpError } from './http.ts'

function invalid(message: string): HttpError {
  return new HttpError(400, message, FUNCTION_ERROR_CODES.invalidRequest)
}

/** Parses input with a zod schema; 400 with the first problem, named by its path, when it fails. */
export function parseInput<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data, { reportInput: true })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  if (!issue) throw invalid('Invalid request.')
  const where = issue.path.length > 0 ? issue.path.join('.') : 'body'
  if (issue.code === 'unrecognized_keys') {
    throw invalid(`Invalid request: unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} in ${where}.`)
  }
  if (issue.input === undefined && issue.path.length > 0) throw invalid(`Invalid request: ${where} is required.`)
  throw invalid(`Invalid request: ${where}: ${issue.message}.`)
}
