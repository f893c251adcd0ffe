import { existsSync } from 'node:fs'
import { buildGoBinaryCached } from './go-build.ts'

// Real peers for the tests, and Litestream for `npm start`'s backups, pinned in tools/go.mod
// (with go.sum, so every build is verified against the checksums recorded when the pins were
// chosen; see docs/decisions/006 and 014).
const tools = {
  'stripe-mock': { pkg: 'github.com/stripe/stripe-mock', envVar: 'STRIPE_MOCK_BIN' },
  mailpit: { pkg: 'github.com/axllent/mailpit', envVar: 'MAILPIT_BIN' },
  litestream: { pkg: 'github.com/benbjohnson/litestream/cmd/litestream', envVar: 'LITESTREAM_BIN' },
} as const

/** Path of a test tool binary: its env override, else a cached build of the pinned version. */
export function ensureTestTool(name: keyof typeof tools): string {
  const tool = tools[name]
  const fromEnv = process.env[tool.envVar]
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${tool.envVar} points to ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  const built = buildGoBinaryCached({
    name,
    moduleDir: 'tools',
    pkg: tool.pkg,
    // Some of these modules are missing from the public checksum database; go.sum pins them.
    env: { GOSUMDB: 'off' },
  })
  if ('error' in built) throw new Error(`Cannot get ${name}: ${built.error}. Install Go 1.26+ or set ${tool.envVar}.`)
  return built.path
}
