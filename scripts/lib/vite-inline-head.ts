import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Puts what index.html's head asks for first inside the page, so a phone on slow 4G spends no
 * request on it before the first script: over HTTP/1.1 each would hold the page's one open
 * connection for a round trip (decision 024).
 * - The entry's stylesheet (the global styles and the pre-painted diner pages' CSS modules, ~3.5 KB
 *   gzip), which blocks the paint anyway. The CSP already allows inline styles
 *   (scripts/lib/security-headers.ts). The file stays, linked `disabled` right after: a disabled
 *   stylesheet is not fetched, and Vite's loader, which fetches a lazy page's stylesheets unless
 *   a link to them is already in the page, then knows this one is in. Lazy pages that share
 *   modules with the first script list its stylesheet among theirs.
 * - The favicon, as a data: address (img-src allows data:). /favicon.svg stays for the pages that
 *   show it.
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
        return html
          .replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/, (link, fileName: string) => {
            const asset = bundle[fileName]
            if (asset?.type !== 'asset') return link
            const css = String(asset.source)
            if (css.includes('</style')) return link // cannot be inlined as is
            return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`
          })
          .replace(/(<link rel="icon" type="image\/svg\+xml" href=")\/([\w.-]+\.svg)(")/, (_link, start: string, fileName: string, end: string) => {
            const svg = readFileSync(join(publicDir, fileName), 'utf8').trim()
            return `${start}data:image/svg+xml,${encodeURIComponent(svg)}${end}`
          })
      },
    },
  }
}
