import { describe, expect, it } from 'vitest'
import { resources } from '@/lib/i18n/i18n-resources'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort()
}

const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[]

describe('locales', () => {
  it.each(namespaces)('%s: Italian and English have the same keys', (namespace) => {
    expect(keysOf(resources.it[namespace]).sort()).toEqual(keysOf(resources.en[namespace]).sort())
  })

  it.each(namespaces)('%s: every text is translated and keeps its placeholders', (namespace) => {
    for (const key of keysOf(resources.en[namespace])) {
      const en = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources.en[namespace])
      const it = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources.it[namespace])
      expect(typeof it, `${namespace}:${key}`).toBe('string')
      expect((it as string).trim(), `${namespace}:${key}`).not.toBe('')
      expect(placeholdersOf(it as string), `${namespace}:${key}`).toEqual(placeholdersOf(en as string))
    }
  })

  it.each([
    ['common', 'notFound.title', 'Page not found'],
    ['common', 'errorScreen.title', 'Oops! Something went wrong'],
    ['common', 'errorScreen.reload', 'Reload Page'],
    ['common', 'errorScreen.goHome', 'Go to Homepage'],
    ['errors', 'somethingWentWrong', 'Something went wrong'],
    ['errors', 'restaurantNotFound', 'Restaurant information not found'],
    ['errors', 'noCompanyId', 'No company ID found'],
    ['errors', 'waiterCallSent', 'Request sent, someone will be with you soon'],
    ['errors', 'waiterCallFailed', 'Failed to send waiter request - {{message}}'],
    ['diner', 'error.title', 'Something went wrong'],
  ] as const)('English %s:%s is the specified text', (namespace, key, text) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources.en[namespace])
    expect(value).toBe(text)
  })
})
