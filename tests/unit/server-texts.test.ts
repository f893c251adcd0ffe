// Every sentence the server can answer a request with, enumerated from the sources, reaches a
// screen only as our translated words (issue 21): PocketBase's own refusals and field checks (read
// from the PocketBase and ozzo-validation modules the server is built from), and our pb_hooks'
// refusals. Our functions' and hooks' codes: function-error-codes.test.ts; the payment log's
// actions: log-actions.test.ts; notifications: below.
import { ClientResponseError } from 'pocketbase'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { getErrorMessage } from '@/lib/errors/error-message'
import { i18n } from '@/lib/i18n/i18n'
import { describeNotification } from '@/features/notifications/describe'

const root = fileURLToPath(new URL('../..', import.meta.url))
const LANGUAGES = ['it', 'en'] as const

/** Where Go keeps a module the server is built from (downloaded now if it is not yet). */
function moduleDir(path: string): string {
  const out = execFileSync('go', ['mod', 'download', '-json', path], { cwd: join(root, 'pocketbase'), encoding: 'utf8' })
  return (JSON.parse(out) as { Dir: string }).Dir
}

function goSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.go') && !name.endsWith('_test.go') && !name.startsWith('examples'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
}

const STATUS_OF: Record<string, number> = { BadRequest: 400, Unauthorized: 401, Forbidden: 403, NotFound: 404, TooManyRequests: 429, InternalServer: 500 }

/** PocketBase's literal refusals: NewBadRequestError("…") and its siblings. */
function pocketBaseRefusals(sources: string[]): { status: number; message: string }[] {
  const found = new Map<string, { status: number; message: string }>()
  for (const text of sources) {
    for (const match of text.matchAll(/(?:\bNew|\.)(BadRequest|Unauthorized|Forbidden|NotFound|TooManyRequests|InternalServer)Error\(\s*"([^"]+)"/g)) {
      const status = STATUS_OF[match[1]!]!
      found.set(`${status} ${match[2]}`, { status, message: match[2]! })
    }
  }
  return [...found.values()]
}

/** The field check codes: validation_required, validation_not_unique, … */
function validationCodes(sources: string[]): string[] {
  return [...new Set(sources.flatMap((text) => [...text.matchAll(/"(validation_[a-z_]+)"/g)].map((match) => match[1]!)))].sort()
}

/** Every string of a language's locale files. */
function localeTexts(language: string): Set<string> {
  const texts = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  const dir = join(root, 'locales', language)
  for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')))
  return texts
}

const pocketbase = goSources(moduleDir('github.com/pocketbase/pocketbase'))
const ozzo = goSources(moduleDir('github.com/go-ozzo/ozzo-validation/v4'))
const refusals = pocketBaseRefusals(pocketbase)
const fieldCodes = validationCodes([...pocketbase, ...ozzo])

beforeAll(async () => {
  for (const language of LANGUAGES) {
    for (const ns of ['office', 'floor']) {
      const bundle = JSON.parse(readFileSync(join(root, 'locales', language, `${ns}.json`), 'utf8')) as object
      i18n.addResourceBundle(language, ns, bundle, true, true)
    }
  }
})

describe.each(LANGUAGES)('server texts in %s', (language) => {
  const ours = localeTexts(language)
  const inLanguage = async (read: () => string) => {
    await i18n.changeLanguage(language)
    return read()
  }

  it('finds what PocketBase can say', () => {
    expect(refusals.length).toBeGreaterThan(40)
    expect(refusals).toContainEqual({ status: 400, message: 'Failed to authenticate.' })
    expect(fieldCodes).toEqual(expect.arrayContaining(['validation_required', 'validation_not_unique', 'validation_is_email']))
  })

  it.each(refusals.map((refusal) => [`${refusal.status} ${refusal.message}`, refusal] as const))('PocketBase %s', async (_, refusal) => {
    const error = new ClientResponseError({ status: refusal.status, response: { status: refusal.status, message: refusal.message, data: {} } })
    const shown = await inLanguage(() => getErrorMessage(error))
    expect(ours, shown).toContain(shown)
  })

  it.each(fieldCodes)('PocketBase field check %s', async (code) => {
    const error = new ClientResponseError({
      status: 400,
      response: { status: 400, message: 'Failed to create record.', data: { name: { code, message: 'Cannot be blank.' } } },
    })
    const shown = await inLanguage(() => getErrorMessage(error))
    expect(ours, shown).toContain(shown)
  })

  it.each(hookRefusals())('pb_hooks: %s', async (_, refusal) => {
    const error = new ClientResponseError({
      status: refusal.status,
      response: { status: refusal.status, message: refusal.message, data: refusal.code ? { field: { code: refusal.code, message: refusal.message } } : {} },
    })
    const shown = await inLanguage(() => getErrorMessage(error))
    expect(ours, shown).toContain(shown)
    // a refusal of ours names its reason by a code, so the screen can say exactly what happened
    expect(refusal.code, refusal.message).toBeTruthy()
  })

  it.each(notificationTypes())('notification %s', async (type) => {
    const described = describeNotification({ type, data: null } as Parameters<typeof describeNotification>[0])
    const title = await inLanguage(() => i18n.t(`notifications.titles.${described.key}`, { ns: 'floor' }))
    expect(ours).toContain(title)
  })
})

/** pb_hooks' `throw new XError('message', { field: new ValidationError('code', …) })`. */
function hookRefusals(): [string, { status: number; message: string; code: string | undefined }][] {
  const files = readdirSync(join(root, 'pb_hooks')).filter((name) => name.endsWith('.js'))
  const status: Record<string, number> = { BadRequest: 400, Unauthorized: 401, Forbidden: 403, NotFound: 404, TooManyRequests: 429 }
  return files.flatMap((file) => {
    const text = readFileSync(join(root, 'pb_hooks', file), 'utf8')
    return [...text.matchAll(/throw new (BadRequest|Unauthorized|Forbidden|NotFound|TooManyRequests)Error\(\s*(['"])(.+?)\2([^)]*\)?[^)]*)\)/gs)].map((match) => {
      const code = /new ValidationError\(\s*'([a-z_]+)'/.exec(match[4] ?? '')?.[1]
      return [`${file}: ${match[3]}`, { status: status[match[1]!]!, message: match[3]!, code }] as [string, { status: number; message: string; code: string | undefined }]
    })
  })
}

/** The notification types the schema allows (pb_migrations). */
function notificationTypes(): string[] {
  const migration = readFileSync(join(root, 'pb_migrations', '1763700100_created_notifications.js'), 'utf8')
  const values = /name: 'type',[\s\S]*?values: \[([^\]]+)\]/.exec(migration)?.[1] ?? ''
  return [...values.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!)
}
