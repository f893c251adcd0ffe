import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync, chmodSync, renameSync, rmSync } from 'node:fs'
import { buildGoBinaryCached } from './go-build.ts'
import { arch, platform, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The PocketBase release Conto is built against; see docs/decisions/001-pocketbase-version.md. */
export const POCKETBASE_VERSION = '0.36.8'

const root = resolve(import.meta.dirname, '../..')
const cacheDir = join(root, '.bin')

// Official release archives, for machines with internet but no Go. Checksums from the
// release's checksums.txt; a mismatch aborts rather than running an unknown binary.
const RELEASE_SHA256: Record<string, string> = {
  linux_amd64: process.env.POCKETBASE_RELEASE_SHA256 ?? '',
}

/** Finds or builds the PocketBase binary and returns its path. Never asks the user to download anything. */
export function ensurePocketBase(): string {
  const fromEnv = process.env.POCKETBASE_BIN
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`POCKETBASE_BIN points to ${fromEnv}, which does not exist.`)
    return fromEnv
  }

  const built = buildGoBinaryCached({
    name: `pocketbase-${POCKETBASE_VERSION}`,
    moduleDir: 'pocketbase',
    pkg: '.',
    ldflags: `-s -w -X github.com/pocketbase/pocketbase.Version=${POCKETBASE_VERSION}`,
  })
  if ('path' in built) return built.path

  const failures = [built.error]
  const downloaded = join(cacheDir, `pocketbase-${POCKETBASE_VERSION}-release`)
  if (existsSync(downloaded) || downloadRelease(downloaded, failures)) return downloaded
  throw new Error(
    'Could not get a PocketBase binary:\n' +
      failures.map((f) => `  - ${f}`).join('\n') +
      '\nInstall Go 1.25+ (https://go.dev/dl), or set POCKETBASE_BIN to a PocketBase ' +
      POCKETBASE_VERSION +
      ' binary.',
  )
}

function downloadRelease(target: string, failures: string[]): boolean {
  const key = `${platform()}_${arch() === 'x64' ? 'amd64' : arch()}`
  const expected = RELEASE_SHA256[key]
  if (!expected) {
    failures.push(`no pinned checksum for the ${key} release (set POCKETBASE_RELEASE_SHA256 to allow the download)`)
    return false
  }
  const url = `https://github.com/pocketbase/pocketbase/releases/download/v${POCKETBASE_VERSION}/pocketbase_${POCKETBASE_VERSION}_${key}.zip`
  const zip = join(tmpdir(), `pocketbase-${POCKETBASE_VERSION}.zip`)
  const fetched = spawnSync('curl', ['-fsSL', '-o', zip, url], { stdio: 'inherit' })
  if (fetched.status !== 0) {
    failures.push(`download of ${url} failed`)
    return false
  }
  const actual = createHash('sha256').update(readFileSync(zip)).digest('hex')
  if (actual !== expected) {
    rmSync(zip)
    failures.push(`checksum mismatch for ${url}: expected ${expected}, got ${actual}`)
    return false
  }
  const unzipped = spawnSync('unzip', ['-o', '-q', zip, 'pocketbase', '-d', cacheDir], { stdio: 'inherit' })
  if (unzipped.status !== 0) {
    failures.push('unzip of the release failed')
    return false
  }
  renameSync(join(cacheDir, 'pocketbase'), target)
  chmodSync(target, 0o755)
  writeFileSync(`${target}.source`, url)
  return true
}
