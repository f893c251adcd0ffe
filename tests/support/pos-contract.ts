// The POS API's contract check (docs/decisions/042, 044): the answers a test got, held to the
// OpenAPI document the server serves, status by status. The schemas come from the served document,
// never from the test, so a server that answers what its document does not say fails.
import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { expect } from 'vitest'
import { handleFunctionRequest } from '../../api-functions/_lib/router.ts'
import type { Context } from '../../api-functions/_lib/context.ts'

const exec = promisify(execFile)
const METHODS = ['get', 'put', 'post', 'delete', 'patch']

export interface RecordedAnswer {
  method: string
  /** The path after /api/pos/v1, without its query. */
  path: string
  status: number
  body: unknown
}

type Operation = { responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }> }
export interface PosDocument {
  paths: Record<string, Record<string, Operation>>
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { $ref: string } }> } } }>
}

export async function fetchPosDocument(ctx: Context): Promise<PosDocument> {
  const response = await handleFunctionRequest(new Request('http://127.0.0.1/api/pos/v1/openapi.json'), ctx)
  expect(response.status).toBe(200)
  return (await response.json()) as PosDocument
}

/** Redocly's recommended rules over the served document: the problems found, none expected. */
export async function lintPosDocument(document: PosDocument): Promise<string[]> {
  const file = join(await mkdtemp(join(tmpdir(), 'conto-pos-')), 'openapi.json')
  await writeFile(file, JSON.stringify(document))
  const lint = await exec(join(process.cwd(), 'node_modules/.bin/redocly'), ['lint', file, '--format', 'json'], { env: { ...process.env, REDOCLY_TELEMETRY: 'off' } }).catch(
    (error: { stdout: string }) => error,
  )
  const problems = (JSON.parse(lint.stdout) as { problems: { ruleId: string; message: string; severity: string }[] }).problems
  return problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)
}

function validatorOf(document: PosDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...document, $id: 'pos' })
  return { ajv, compile: (ref: string) => ajv.compile({ $ref: `pos${ref}` }) }
}

/** `/checks/{checkId}` as a pattern a concrete path matches. */
function templateMatches(template: string, path: string): boolean {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
  return new RegExp(`^${pattern}$`).test(path)
}

/**
 * Validates every recorded answer against the documented answer of its operation and status, and
 * returns what was exercised ("GET /payments 200"). An answer with a status the document does not
 * list for its operation fails.
 */
export function checkAnswers(document: PosDocument, answers: RecordedAnswer[]): string[] {
  const { ajv, compile } = validatorOf(document)
  const exercised = new Set<string>()
  for (const answer of answers) {
    const template = Object.keys(document.paths).find((one) => templateMatches(one, answer.path))
    const operation = template ? document.paths[template]![answer.method.toLowerCase()] : undefined
    expect(operation, `${answer.method} ${answer.path} is not in the document`).toBeDefined()
    const documented = operation!.responses[String(answer.status)]
    expect(documented, `${answer.method} ${template} answered ${answer.status}, which the document does not list`).toBeDefined()
    const schema = documented!.content?.['application/json']?.schema
    if (schema) {
      const validate = compile(schema.$ref)
      expect(validate(answer.body), `${answer.method} ${template} ${answer.status}: ${ajv.errorsText(validate.errors)}`).toBe(true)
    }
    exercised.add(`${answer.method} ${template} ${answer.status}`)
  }
  return [...exercised].sort()
}

/** Every documented operation and status of the paths under `prefix` ("GET /payments 200"). */
export function documentedAnswers(document: PosDocument, prefix: string): string[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .flatMap(([method, operation]) => Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`)),
    )
    .sort()
}

/** A validator for a webhook's body, from the document's `webhooks`. */
export function webhookValidator(document: PosDocument, type: string) {
  const { ajv, compile } = validatorOf(document)
  const validate = compile(document.webhooks[type]!.post.requestBody.content['application/json']!.schema.$ref)
  return (body: unknown) => ({ valid: validate(body) as boolean, errors: ajv.errorsText(validate.errors) })
}
