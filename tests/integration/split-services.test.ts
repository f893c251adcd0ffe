// PocketBase in a service of its own (issue 34): `npm run start:pocketbase` beside `npm start` with
// CONTO_POCKETBASE=external, as deploy/conto-pocketbase.service and deploy/conto.service run them.
// PocketBase killed (as its memory ceiling would): the app keeps answering, PocketBase's service
// ends so systemd restarts it, and the app finds it again.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/global-setup.ts'

const root = resolve(import.meta.dirname, '../..')
const children: ChildProcess[] = []
const folders: string[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(children.filter((child) => child.exitCode === null).map((child) => once(child, 'exit')))
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(root, script)], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' })
  children.push(child)
  return child
}

async function answers(url: string): Promise<number> {
  try {
    return (await fetch(url)).status
  } catch {
    return 0
  }
}

async function until(url: string, status: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while ((await answers(url)) !== status) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`)
    await new Promise((resolveWait) => setTimeout(resolveWait, 200))
  }
}

describe('PocketBase and the app in services of their own', () => {
  it('PocketBase killed: the app keeps serving, PocketBase’s service ends to be restarted, and the app finds it again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'conto-split-'))
    const distDir = await mkdtemp(join(tmpdir(), 'conto-split-dist-'))
    folders.push(dataDir, distDir)
    await writeFile(join(distDir, 'index.html'), '<!doctype html><html lang="it"><title>Conto</title><div id="root"></div>')
    const [pocketbasePort, appPort] = [await freePort(), await freePort()]
    const env = {
      CONTO_DATA_DIR: dataDir,
      POCKETBASE_PORT: String(pocketbasePort),
      POCKETBASE_URL: `http://127.0.0.1:${pocketbasePort}`,
      POCKETBASE_SUPERUSER_EMAIL: 'split@conto.test',
      POCKETBASE_SUPERUSER_PASSWORD: 'split-services-password',
      LITESTREAM_REPLICA_URL: '',
    }
    const health = `http://127.0.0.1:${pocketbasePort}/api/health`
    const page = `http://127.0.0.1:${appPort}/`

    const pocketbase = start('scripts/start-pocketbase.ts', env)
    await until(health, 200, 60_000)
    start('scripts/start.ts', { ...env, CONTO_POCKETBASE: 'external', PORT: String(appPort), CONTO_DIST_DIR: distDir })
    await until(page, 200, 30_000)

    // the PocketBase process itself, as the kernel's or systemd's out-of-memory kill would
    expect(spawnSync('pkill', ['-KILL', '-f', `serve .*http=127.0.0.1:${pocketbasePort}`]).status).toBe(0)
    const [code] = (await once(pocketbase, 'exit')) as [number | null]
    expect(code).toBe(1)
    expect(await answers(health)).toBe(0)
    expect(await answers(page)).toBe(200)

    start('scripts/start-pocketbase.ts', env)
    await until(health, 200, 60_000)
    expect(await answers(page)).toBe(200)
  }, 120_000)
})
