import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ensurePocketBase } from './pocketbase-binary.ts'

const root = resolve(import.meta.dirname, '../..')

export interface PocketBaseOptions {
  dataDir: string
  port: number
  superuserEmail: string
  superuserPassword: string
  /** Print PocketBase's own log lines (dev); tests keep them quiet. */
  verbose?: boolean
  publicDir?: string
  /** Added to the environment PocketBase inherits (the hooks read e.g. CONTO_OPEN_SIGNUP). */
  env?: Record<string, string>
}

export interface RunningPocketBase {
  url: string
  process: ChildProcess
  stop: () => Promise<void>
}

/** The flags every Conto PocketBase runs with: schema and hooks from the repository. */
function dirFlags(dataDir: string): string[] {
  return [
    `--dir=${dataDir}`,
    `--migrationsDir=${join(root, 'pb_migrations')}`,
    `--hooksDir=${join(root, 'pb_hooks')}`,
  ]
}

/** Applies migrations, upserts the superuser and serves PocketBase until stop() is called. */
export async function startPocketBase(options: PocketBaseOptions): Promise<RunningPocketBase> {
  const binary = ensurePocketBase()
  mkdirSync(options.dataDir, { recursive: true })
  const flags = dirFlags(options.dataDir)

  runOrThrow(binary, ['migrate', 'up', ...flags])
  runOrThrow(binary, ['superuser', 'upsert', options.superuserEmail, options.superuserPassword, ...flags])

  const url = `http://127.0.0.1:${options.port}`
  // A health answer from someone else's server would look like success: refuse a busy port.
  if (await answersHealth(url)) throw new Error(`Port ${options.port} is already in use; set another PocketBase port.`)
  // 50 prewarmed JS VMs: past the default 15, each concurrent hook request builds a fresh VM
  // (claim route 2–3× faster at 20 concurrent diners, measured with npm run bench:api).
  const serveFlags = [...flags, `--http=127.0.0.1:${options.port}`, '--dev=false', '--hooksWatch=false', '--hooksPool=50']
  if (options.publicDir) serveFlags.push(`--publicDir=${options.publicDir}`)
  const child = spawn(binary, ['serve', ...serveFlags], {
    env: { ...process.env, ...options.env },
    stdio: options.verbose ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))

  await waitForHealth(url, child, () => stderr)
  return {
    url,
    process: child,
    stop: () => stopProcess(child),
  }
}

function runOrThrow(binary: string, args: string[]): void {
  const result = spawnSync(binary, args, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`pocketbase ${args[0]} ${args[1] ?? ''} failed:\n${result.stdout}\n${result.stderr}`)
  }
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok
  } catch {
    return false
  }
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with ${child.exitCode}:\n${stderr()}`)
    if ((await answersHealth(url)) && child.exitCode === null) return
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`PocketBase did not answer on ${url} within 30 s:\n${stderr()}`)
}

/** Waits for a PocketBase another service runs (CONTO_POCKETBASE=external) to answer its health check. */
export async function waitForPocketBase(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await answersHealth(url))) {
    if (Date.now() > deadline) throw new Error(`PocketBase did not answer on ${url} within ${timeoutMs / 1000} s: is its service running?`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolveStop()
    })
    child.kill('SIGTERM')
  })
}
