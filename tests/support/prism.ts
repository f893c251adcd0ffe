// Prism (@stoplight/prism-cli), a mock server driven by an OpenAPI document, for connector tests:
// it checks every request against the document (422, or the documented 400, plus an
// `sl-violations` header when a request breaks it) and answers with the document's examples.
// It keeps no state between requests.
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from './global-setup.ts'

export interface RunningPrism {
  url: string
  stop: () => Promise<void>
}

const require = createRequire(import.meta.url)
const PRISM_BIN = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js')

/** Starts `prism mock <document>` on a free loopback port and waits until it serves. */
export async function startPrism(document: string): Promise<RunningPrism> {
  const port = await freePort()
  const child = spawn(process.execPath, [PRISM_BIN, 'mock', document, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // a worker that dies without afterAll must not leave Prism holding its port
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}:\n${output}`)
    // Prism logs this line once the document is loaded and the port is bound
    if (output.includes('Prism is listening on')) return { url, stop: () => stop(child) }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  await stop(child)
  throw new Error(`prism did not start on ${url} within 30 s:\n${output}`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop())
    child.kill('SIGTERM')
  })
}
