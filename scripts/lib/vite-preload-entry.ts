import type { Plugin } from 'vite'

const SOURCE = '/src/preload.ts'
const NAME = 'preload'
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i

/**
 * Builds src/preload.ts as its own entry and loads it first thing in index.html, so the diner's
 * data requests start while React downloads. (A second <script> in index.html would be folded
 * into the app's entry by Vite, and only run once all of it had loaded.) Its few imports are
 * modulepreloaded beside it, so it does not wait for them one after the other.
 */
export function preloadEntry(): Plugin {
  return {
    name: 'conto-preload-entry',
    config(_config, { command }) {
      if (command !== 'build') return
      return { build: { rollupOptions: { input: { index: 'index.html', [NAME]: SOURCE.slice(1) } } } }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let tags = `<script type="module" async src="${SOURCE}"></script>`
        if (context.bundle) {
          const chunk = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === NAME)
          if (!chunk || chunk.type !== 'chunk') throw new Error(`The ${NAME} entry is missing from the build`)
          // async: it runs as soon as it has loaded, not after the app's (deferred) entry
          const bundle = context.bundle
          const imports = new Set<string>()
          const collect = (fileName: string) => {
            const output = bundle[fileName]
            for (const file of output?.type === 'chunk' ? output.imports : []) {
              if (imports.has(file)) continue
              imports.add(file)
              collect(file)
            }
          }
          collect(chunk.fileName)
          tags =
            `<script type="module" async crossorigin src="/${chunk.fileName}"></script>` +
            [...imports].map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('')
        }
        if (!CHARSET.test(html)) throw new Error('index.html needs <meta charset> first in <head>')
        return html.replace(CHARSET, (meta) => `${meta}\n    ${tags}`)
      },
    },
  }
}
