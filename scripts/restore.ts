// `node scripts/restore.ts --to <dir> [--from <replica>]`: writes the latest backup of PocketBase's
// database (LITESTREAM_REPLICA_URL unless --from is given) into a fresh Conto data directory, to be
// served with `CONTO_DATA_DIR=<dir> npm start` (docs/decisions/014). Never touches a live one.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { devSettings } from './lib/dev-settings.ts'
import { describeReplica, normalizeReplicaUrl, restoreDatabase } from './lib/litestream.ts'

devSettings() // loads .env
const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } })
const replica = values.from ?? process.env.LITESTREAM_REPLICA_URL
if (!values.to || !replica) {
  console.error('Usage: node scripts/restore.ts --to <new data dir> [--from <replica URL or path>]')
  console.error('The replica defaults to LITESTREAM_REPLICA_URL (environment or .env).')
  process.exit(1)
}

const dataDir = resolve(values.to)
// an existing pb_data or Litestream state there belongs to another database: never mix them
for (const taken of ['pb_data', 'litestream'].map((name) => join(dataDir, name))) {
  if (existsSync(taken)) {
    console.error(`${taken} already exists: restore into a new directory.`)
    process.exit(1)
  }
}

const replicaUrl = normalizeReplicaUrl(replica)
const outputPath = join(dataDir, 'pb_data', 'data.db')
console.log(`Restoring ${describeReplica(replicaUrl)} into ${outputPath}…`)
try {
  await restoreDatabase({ replicaUrl, outputPath })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
console.log(`Restored and integrity-checked. Serve it with: CONTO_DATA_DIR=${dataDir} npm start`)
