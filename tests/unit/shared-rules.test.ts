// One home per rule (STYLE.md 12, issue 23): every rule the browser, the functions and pb_hooks
// share is written once, in src/domain/shared-rules.ts. The SPA and the functions import it;
// pb_hooks require pb_hooks/shared-rules.js, generated from it. This file fails when that copy is
// stale or when any runtime keeps a copy of a rule of its own.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as rules from '@/domain/shared-rules'
import { renderSharedRules, SHARED_RULES_HOOK_FILE, SHARED_RULES_SOURCE } from '../../scripts/lib/render-shared-rules.ts'
import { loadHookLib } from '../support/hook-lib.ts'

type RuleName = keyof typeof rules

/**
 * Every shared rule, with the other names its hand copies went by. Adding a rule to the source
 * without listing it here fails the typecheck.
 */
const SHARED_RULES: Record<RuleName, readonly string[]> = {
  MAX_MINOR_UNITS: ['MAX_ITEM_PRICE', 'PAYOUT_MINIMUM_MAX'],
  ZERO_DECIMAL_CURRENCIES: [],
  PAID_STATUSES: ['SENT_STATUSES'],
  SPLIT_MODES: [],
  TIP_MODES: [],
  MAX_GUESTS: ['MAX_SPLIT_GUESTS'],
  MAX_UNIT_SHARES: [],
  MAX_LINE_QUANTITY: [],
  MAX_SPLIT_ITEMS: [],
  STAFF_ROLES: ['ROLES', 'ANY_STAFF', 'everyone'],
  MANAGER_ROLES: ['MANAGERS', 'managers'],
  TRANSACTION_STATUSES: ['KNOWN_STATUSES'],
  PAYMENT_CHANNELS: [],
  RECORDED_SPLIT_MODES: ['RECORD_MODES'],
  FISCAL_JOB_STATUSES: [],
  RECORDED_METHODS: ['METHODS', 'RECORDED_CHANNELS'],
  CLOSE_REASONS: [],
  LEDGER_TEXT_MAX: [],
  CLIENT_KEY_PATTERN: [],
  REFUND_REQUEST_ID_PATTERN: [],
  CURRENCY_PATTERN: [],
  POS_SCOPES: [],
  POS_KEY_NAME_MAX: ['NAME_MAX_LENGTH'],
  POS_REF_PATTERN: ['POS_REF'],
  ONE_LINE_TEXT_PATTERN: ['ONE_LINE'],
  POS_WAITER_NAME_MAX: [],
  POS_EVENT_TYPES: [],
  PAYOUT_SCHEDULES: [],
  VAT_CODES: [],
  DEFAULT_VAT: [],
  MIN_DEPARTMENT: [],
  MAX_DEPARTMENT: [],
  LOTTERY_CODE_PATTERN: ['LOTTERY_CODE'],
  PASSWORD_MIN_LENGTH: [],
  PASSWORD_MAX_LENGTH: [],
  SIGNUP_NAME_MAX_LENGTH: ['NAME_MAX_LENGTH'],
  EMAIL_MAX_LENGTH: [],
  EMAIL_PATTERN: ['EMAIL'],
  SUPPORTED_LANGUAGES: ['LANGUAGES'],
}

const root = fileURLToPath(new URL('../..', import.meta.url))

function listFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name))
}

/** The three runtimes' sources, without the rules' own two files. */
const runtimeFiles = [
  ...listFiles('pb_hooks', /\.js$/),
  ...listFiles('api-functions', /\.ts$/),
  ...listFiles('src', /\.tsx?$/),
].filter((file) => file !== SHARED_RULES_HOOK_FILE && file !== SHARED_RULES_SOURCE)

/** Lists of two or more quoted words, in brackets (`['a', 'b']`) or parentheses (SQL's `IN ('a', 'b')`). */
function findWordLists(text: string): { words: string[]; index: number }[] {
  const list = /[[(]\s*((?:(['"])[^'"\n]*\2\s*,\s*)+(['"])[^'"\n]*\3)\s*,?\s*[\])]/g
  return [...text.matchAll(list)].map((match) => ({
    words: [...(match[1] ?? '').matchAll(/['"]([^'"\n]*)['"]/g)].map((word) => word[1] ?? ''),
    index: match.index,
  }))
}

/** The numbers written in the text (`100_000_000` read as 100000000), with where each is. */
function findNumbers(text: string): { value: number; index: number }[] {
  return [...text.matchAll(/(?<![\w.])\d[\d_]*(?![\w.])/g)].map((match) => ({ value: Number(match[0].replaceAll('_', '')), index: match.index }))
}

/**
 * Where `text` keeps its own copy of a rule (the index), or -1: a constant of the rule's name (or
 * an old name) set to a literal; the same words as a list rule, in any order; a rule's pattern;
 * or a rule's large number. Small numbers and plain words ('10') are too common to find by value.
 */
function findHandCopy(text: string, name: RuleName, value: unknown): number {
  const names = [name, ...SHARED_RULES[name]].join('|')
  const definition = new RegExp(`\\b(?:const|let|var)\\s+(?:${names})\\b\\s*(?::[^=]*)?=\\s*(?:[-\\d'"\`[/]|new (?:Set|RegExp)\\(\\s*[[/'"])`)
  const found = [definition.exec(text)?.index ?? -1]
  if (Array.isArray(value)) {
    const words = [...value].sort().join()
    found.push(findWordLists(text).find((list) => [...list.words].sort().join() === words)?.index ?? -1)
  }
  if (typeof value === 'string' && value.startsWith('^')) found.push(text.indexOf(value))
  if (typeof value === 'number' && value >= 10_000) found.push(findNumbers(text).find((number) => number.value === value)?.index ?? -1)
  return found.find((index) => index >= 0) ?? -1
}

/** "path:line: the line" of the first copy of a rule in a file, or null. */
function describeHandCopy(file: string, name: RuleName): string | null {
  const text = readFileSync(join(root, file), 'utf8')
  const index = findHandCopy(text, name, rules[name])
  if (index < 0) return null
  const lines = text.slice(0, index).split('\n')
  const line = text.split('\n')[lines.length - 1] ?? ''
  return `${file}:${lines.length}: ${line.trim()}`
}

describe(`${SHARED_RULES_HOOK_FILE}`, () => {
  it(`is generated from ${SHARED_RULES_SOURCE} (run \`npm run generate:rules\` if not)`, () => {
    expect(readFileSync(join(root, SHARED_RULES_HOOK_FILE), 'utf8')).toBe(renderSharedRules(rules))
  })

  it('gives the hooks every rule with the value of its source, frozen', () => {
    const hookRules = loadHookLib<Record<string, unknown>>('shared-rules.js')
    expect(hookRules).toEqual({ ...rules })
    expect(Object.isFrozen(hookRules)).toBe(true)
    expect(Object.isFrozen(hookRules.PAID_STATUSES)).toBe(true)
  })
})

describe('every shared rule', () => {
  it('is listed here', () => {
    expect(Object.keys(SHARED_RULES).sort()).toEqual(Object.keys(rules).sort())
  })

  it('scans the sources of all three runtimes', () => {
    for (const file of ['pb_hooks/ledger-lib.js', 'api-functions/stripe/checkout-request.ts', 'src/domain/money.ts']) expect(runtimeFiles).toContain(file)
  })

  it.each<[string, RuleName, string]>([
    ['a constant of an old name', 'MAX_GUESTS', 'export const MAX_SPLIT_GUESTS = 500'],
    ['a typed constant', 'DEFAULT_VAT', "export const DEFAULT_VAT: VatCode = '10'"],
    ['a list in another order', 'ZERO_DECIMAL_CURRENCIES', "const zeroDecimal = ['VND', 'JPY', 'KRW'].indexOf(currency) >= 0"],
    ['an SQL list', 'PAID_STATUSES', `"(t.status IN ('completed', 'partially_refunded') OR …)"`],
    ['a regular expression', 'LOTTERY_CODE_PATTERN', 'z.string().regex(/^[A-Za-z0-9]{8}$/)'],
    ['a large number', 'MAX_MINOR_UNITS', 'amount: z.number().max(100_000_000)'],
  ])('is found copied by hand as %s', (_, name, text) => {
    expect(findHandCopy(text, name, rules[name])).toBeGreaterThanOrEqual(0)
  })

  it.each(Object.keys(SHARED_RULES) as RuleName[])('%s: no runtime keeps a copy of its own', (name) => {
    const copies = runtimeFiles.map((file) => describeHandCopy(file, name)).filter((copy) => copy !== null)
    expect(copies.join('\n'), `import ${name} from ${SHARED_RULES_SOURCE} (pb_hooks: require ${SHARED_RULES_HOOK_FILE})`).toBe('')
  })
})
