import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const cacheDir = join(root, '.bin')

export interface GoBinary {
  /** File name stem of the cached binary. */
  name: string
  /** Go module directory (holds go.mod and go.sum) inside the repository. */
  moduleDir: string
  /** Package to build, relative to the module ('.') or a module path listed as a tool. */
  pkg: string
  ldflags?: string
  env?: Record<string, string>
}

/**
 * Returns a cached build of a Go package, building it when the module's pins changed. The cache
 * key is a hash of go.mod, go.sum and the module's own .go files, so a version bump or an edit rebuilds.
 * Returns null with a reason when Go is missing or the build fails.
 */
export function buildGoBinaryCached(spec: GoBinary): { path: string } | { error: string } {
  const moduleDir = join(root, spec.moduleDir)
  const hash = createHash('sha256')
  const goFiles = readdirSync(moduleDir).filter((file) => file.endsWith('.go')).sort()
  for (const file of ['go.mod', 'go.sum', ...goFiles]) {
    const path = join(moduleDir, file)
    if (existsSync(path)) hash.update(file).update(readFileSync(path))
  }
  const target = join(cacheDir, `${spec.name}-${hash.digest('hex').slice(0, 12)}`)
  if (existsSync(target)) return { path: target }

  const probe = spawnSync('go', ['version'], { encoding: 'utf8' })
  if (probe.status !== 0) return { error: 'go is not installed' }
  mkdirSync(cacheDir, { recursive: true })
  console.log(`Building ${spec.name} with ${probe.stdout.trim()} (first run only)…`)
  const partial = `${target}.partial`
  const args = ['build', '-trimpath', '-o', partial]
  if (spec.ldflags) args.push('-ldflags', spec.ldflags)
  const build = spawnSync('go', [...args, spec.pkg], {
    cwd: moduleDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CGO_ENABLED: '0', ...spec.env },
  })
  if (build.status !== 0) return { error: `go build of ${spec.name} failed (exit ${build.status})` }
  renameSync(partial, target)
  return { path: target }
}
