// The committed record types must be what pb_migrations/ produce today (STYLE §8): a migration
// that changes a field without `npm run generate:types` fails here, not in a diner's browser.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { fetchCollections, HOOK_TYPES_FILE, readHookTypes, SCHEMA_TYPES_FILE } from '../../scripts/lib/schema-source.ts'
import { renderSchemaTypes } from '../../scripts/lib/schema-types.ts'
import { renderSchemaDoc, SCHEMA_DOC_FILE, type DocCollection } from '../../scripts/lib/schema-doc.ts'

describe('generated record types', () => {
  it(`${SCHEMA_TYPES_FILE} matches the migrated schema (run \`npm run generate:types\` if not)`, async () => {
    const collections = await fetchCollections(inject('pocketbaseUrl'), { email: inject('superuserEmail'), password: inject('superuserPassword') })
    const committed = readFileSync(join(import.meta.dirname, '../..', SCHEMA_TYPES_FILE), 'utf8')
    expect(renderSchemaTypes(collections)).toBe(committed)
  })

  it(`${SCHEMA_DOC_FILE} describes the migrated schema (run \`npm run generate:types\` if not)`, async () => {
    const collections = await fetchCollections(inject('pocketbaseUrl'), { email: inject('superuserEmail'), password: inject('superuserPassword') })
    const committed = readFileSync(join(import.meta.dirname, '../..', SCHEMA_DOC_FILE), 'utf8')
    expect(renderSchemaDoc(collections as DocCollection[])).toBe(committed)
  })

  it(`${HOOK_TYPES_FILE} is what this PocketBase declares of its hooks' VM (run \`npm run generate:types\` if not)`, () => {
    const committed = readFileSync(join(import.meta.dirname, '../..', HOOK_TYPES_FILE), 'utf8')
    expect(readHookTypes(inject('pocketbaseDataDir')) === committed, 'the declarations differ').toBe(true)
  })
})
