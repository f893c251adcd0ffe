// `npm run pocketbase -- <command> [flags]`: the project's PocketBase binary, found or built,
// with the official binary's commands and flags.
import { spawnSync } from 'node:child_process'
import { ensurePocketBase } from './lib/pocketbase-binary.ts'

const result = spawnSync(ensurePocketBase(), process.argv.slice(2), { stdio: 'inherit' })
process.exit(result.status ?? 1)
