// The Go build's own tests (pocketbase/*_test.go): the bill-read cache and the kept SQL statements,
// at the moments an HTTP test cannot time (a write landing in the middle of one read).
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'

it('go test passes in pocketbase/', () => {
  const run = spawnSync('go', ['test', '-count=1', './...'], {
    cwd: resolve(import.meta.dirname, '../../pocketbase'),
    encoding: 'utf8',
    env: { ...process.env, CGO_ENABLED: '0' },
  })
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
}, 300_000)
