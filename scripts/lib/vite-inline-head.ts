import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Puts what index.html's head asks for first inside the page, so a phone on slow 4G spends no
 * request on it before the first script: over HTTP/1.1 each would hold the page's one open
 * connection for a round trip (decision 024).
 * - The app's stylesheet (the global styles and the diner home's and bill's CSS modules, ~3.5 KB
 *   gzip), which a server-rendered page needs for its first paint although src/boot.ts imports
 *   the app itself only after that paint. The CSP already allows inline styles
 *   (scripts/lib/security-headers.ts). The file stays, linked `disabled` right after: a disabled
 *   stylesheet is not fetched, and Vite's loader, which fetches a lazy page's stylesheets unless
 *   a link to them is already in the page, then knows this one is in. Lazy pages that share
 *   modules with the first script list its stylesheet among theirs.
 * - The favicon, as a data: address (img-src allows data:). /favicon.svg stays for the pages that
 *   show it.
 * And it asks for src/boot.ts at low priority: the page paints without it and boot waits for that
 * paint anyway, so on a slow line the page's photos go first (decision 040). Vite writes the
 * script tag itself, without index.html's attributes, hence here.
 */
export function inlineHead(): Plugin {
  let publicDir = 'public'
  return {
    name: 'conto-inline-head',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return html
        // the app's stylesheet: src/boot.ts imports the app later, but a server-rendered page needs its styles now
        const app = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')))
        const appCss = app?.type === 'chunk' ? [...(app.viteMetadata?.importedCss ?? [])] : []
        const inline = (fileName: string): string | undefined => {
          const asset = bundle[fileName]
          if (asset?.type !== 'asset') return undefined
          const css = String(asset.source)
          if (css.includes('</style')) return undefined // cannot be inlined as is
          return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`
        }
        return html
          .replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/, (link, fileName: string) => inline(fileName) ?? link)
          .replace('</head>', () => `${appCss.map((fileName) => inline(fileName) ?? `<link rel="stylesheet" href="/${fileName}">`).join('')}</head>`)
          .replace('<script type="module" crossorigin src=', '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/(<link rel="icon" type="image\/svg\+xml" href=")\/([\w.-]+\.svg)(")/, (_link, start: string, fileName: string, end: string) => {
            const svg = readFileSync(join(publicDir, fileName), 'utf8').trim()
            return `${start}data:image/svg+xml,${encodeURIComponent(svg)}${end}`
          })
      },
    },
  }
}
