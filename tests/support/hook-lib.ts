// Loads a pb_hooks library the way PocketBase's require() does: CommonJS in a context of its own,
// with `__hooks` and `require` for the libraries it requires in turn.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'

const hooksDir = fileURLToPath(new URL('../../pb_hooks', import.meta.url))

function load(path: string): unknown {
  const sandbox = { module: { exports: {} }, encodeURIComponent, Date, String, __hooks: hooksDir, require: load }
  runInNewContext(readFileSync(path, 'utf8'), sandbox)
  return sandbox.module.exports
}

/** The exports of pb_hooks/<name>, e.g. loadHookLib('staff-lib.js'). */
export function loadHookLib<T>(name: string): T {
  return load(`${hooksDir}/${name}`) as T
}
