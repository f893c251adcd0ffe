import { describe, expect, it } from 'vitest'
import { recordTypeName, renderSchemaTypes, type SchemaField } from '../../scripts/lib/schema-types.ts'

const render = (fields: SchemaField[]) => renderSchemaTypes([{ name: 'things', type: 'base', fields: [{ name: 'id', type: 'text' }, ...fields] }])

describe('renderSchemaTypes', () => {
  it.each<[string, SchemaField, string]>([
    ['text', { name: 'a', type: 'text' }, 'a: string'],
    ['date', { name: 'a', type: 'date' }, 'a: string'],
    ['number', { name: 'a', type: 'number' }, 'a: number'],
    ['bool', { name: 'a', type: 'bool' }, 'a: boolean'],
    ['json', { name: 'a', type: 'json' }, 'a: unknown'],
    ['required select', { name: 'a', type: 'select', required: true, maxSelect: 1, values: ['x', 'y'] }, "a: 'x' | 'y'"],
    ['optional select', { name: 'a', type: 'select', maxSelect: 1, values: ['x'] }, "a: 'x' | ''"],
    ['multiple select', { name: 'a', type: 'select', maxSelect: 2, values: ['x', 'y'] }, "a: Array<'x' | 'y'>"],
    ['one relation', { name: 'a', type: 'relation', maxSelect: 1 }, 'a: string'],
    ['many relations', { name: 'a', type: 'relation', maxSelect: 5 }, 'a: string[]'],
    ['many files', { name: 'a', type: 'file', maxSelect: 3 }, 'a: string[]'],
  ])('%s', (_name, field, line) => {
    expect(render([field])).toContain(`export interface ThingsRecord extends BaseRecord {\n  ${line}\n}`)
  })

  it('leaves out hidden fields, the id (in BaseRecord) and system collections', () => {
    const output = renderSchemaTypes([
      { name: 'users', type: 'auth', fields: [{ name: 'id', type: 'text' }, { name: 'password', type: 'password', hidden: true }, { name: 'email', type: 'email' }] },
      { name: '_superusers', type: 'auth', system: true, fields: [] },
    ])
    expect(output).toContain('export interface UsersRecord extends BaseRecord {\n  email: string\n}')
    expect(output).not.toMatch(/password|Superusers/)
  })

  it.each([
    ['order_items_status', 'OrderItemsStatusRecord'],
    ['tables', 'TablesRecord'],
  ])('%s → %s', (collection, name) => {
    expect(recordTypeName(collection)).toBe(name)
  })
})
