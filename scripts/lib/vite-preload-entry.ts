import type { Plugin } from 'vite'

const SOURCE = '/src/preload.ts'
const NAME = 'preload'

/**
 * Builds src/preload.ts as its own entry and loads it from index.html ahead of the app, so the
 * diner's data requests start while React downloads. (A second <script> in index.html would be
 * folded into the app's entry by Vite, and only run once all of it had loaded.)
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
      handler(_html, context) {
        let src = SOURCE
        if (context.bundle) {
          const chunk = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === NAME)
          if (!chunk) throw new Error(`The ${NAME} entry is missing from the build`)
          src = `/${chunk.fileName}`
        }
        // async: it runs as soon as it has loaded, not after the app's (deferred) entry
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: Boolean(context.bundle), src }, injectTo: 'head' }]
      },
    },
  }
}
