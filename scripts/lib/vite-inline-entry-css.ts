import type { Plugin } from 'vite'

/**
 * Puts the entry's stylesheet (the global styles and the pre-painted diner pages' CSS modules,
 * ~3.5 KB gzip) inside index.html instead of linking it. On slow 4G a linked stylesheet takes the
 * page's one open connection for a round trip before the first script may use it, and it blocks
 * the paint all the same; inside the page it costs no request. The CSP already allows inline
 * styles (scripts/lib/security-headers.ts). Chunks' own stylesheets stay files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'conto-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const asset = bundle[fileName]
          if (asset?.type !== 'asset') return link
          const css = String(asset.source)
          if (css.includes('</style')) return link // cannot be inlined as is
          delete bundle[fileName]
          return `<style>${css}</style>`
        })
      },
    },
  }
}
