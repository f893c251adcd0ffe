// `npm run generate:types`: applies pb_migrations/ to a throwaway PocketBase, reads the resulting
// collections and writes their record types to src/domain/pocketbase-schema.ts and their description
// (rules, fields, indexes, view SQL) to docs/schema.md; and keeps PocketBase's declarations of the
// hooks' VM (pb_hooks/pocketbase.d.ts) for the hooks' typecheck.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devSettings } from './lib/dev-settings.ts'
import { startPocketBase } from './lib/pocketbase-process.ts'
import { fetchCollections, HOOK_TYPES_FILE, readHookTypes, SCHEMA_TYPES_FILE } from './lib/schema-source.ts'
import { renderSchemaTypes } from './lib/schema-types.ts'
import { renderSchemaDoc, SCHEMA_DOC_FILE, type DocCollection } from './lib/schema-doc.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'conto-typegen-'))
const superuser = { email: 'typegen@conto.local', password: randomBytes(12).toString('hex') }
const pocketbase = await startPocketBase({
  dataDir,
  port: Number(process.env.TYPEGEN_POCKETBASE_PORT ?? 8230),
  superuserEmail: superuser.email,
  superuserPassword: superuser.password,
})
try {
  const collections = await fetchCollections(pocketbase.url, superuser)
  const file = join(devSettings().root, SCHEMA_TYPES_FILE)
  writeFileSync(file, renderSchemaTypes(collections))
  writeFileSync(join(devSettings().root, SCHEMA_DOC_FILE), renderSchemaDoc(collections as DocCollection[]))
  writeFileSync(join(devSettings().root, HOOK_TYPES_FILE), readHookTypes(dataDir))
  console.log(`Wrote ${SCHEMA_TYPES_FILE}, ${SCHEMA_DOC_FILE} (${collections.filter((c) => !c.system).length} collections) and ${HOOK_TYPES_FILE}.`)
} finally {
  await pocketbase.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
