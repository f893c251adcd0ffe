import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync, renameSync, rmSync } from 'node:fs'
import { arch, platform, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The PocketBase release Conto is built against; see docs/decisions/001-pocketbase-version.md. */
export const POCKETBASE_VERSION = '0.36.8'

const root = resolve(import.meta.dirname, '../..')
const sourceDir = join(root, 'pocketbase')
const cacheDir = join(root, '.pocketbase')

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

  const cached = join(cacheDir, `pocketbase-${POCKETBASE_VERSION}-${sourceHash()}`)
  if (existsSync(cached)) return cached

  mkdirSync(cacheDir, { recursive: true })
  const failures: string[] = []
  if (buildWithGo(cached, failures)) return cached
  if (downloadRelease(cached, failures)) return cached
  throw new Error(
    'Could not get a PocketBase binary:\n' +
      failures.map((f) => `  - ${f}`).join('\n') +
      '\nInstall Go 1.25+ (https://go.dev/dl), or set POCKETBASE_BIN to a PocketBase ' +
      POCKETBASE_VERSION +
      ' binary.',
  )
}

/** A change to main.go or the module pins makes a new binary. */
function sourceHash(): string {
  const hash = createHash('sha256')
  for (const file of ['main.go', 'go.mod', 'go.sum']) hash.update(readFileSync(join(sourceDir, file)))
  return hash.digest('hex').slice(0, 12)
}

function buildWithGo(target: string, failures: string[]): boolean {
  const probe = spawnSync('go', ['version'], { encoding: 'utf8' })
  if (probe.status !== 0) {
    failures.push('go is not installed')
    return false
  }
  console.log(`Building PocketBase ${POCKETBASE_VERSION} with ${probe.stdout.trim()} (first run only, about a minute)…`)
  const partial = `${target}.partial`
  const build = spawnSync(
    'go',
    ['build', '-trimpath', '-ldflags', `-s -w -X github.com/pocketbase/pocketbase.Version=${POCKETBASE_VERSION}`, '-o', partial, '.'],
    { cwd: sourceDir, stdio: 'inherit', env: { ...process.env, CGO_ENABLED: '0' } },
  )
  if (build.status !== 0) {
    failures.push(`go build failed (exit ${build.status})`)
    return false
  }
  renameSync(partial, target)
  return true
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
