import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * When PocketBase lives on another origin, index.html asks the browser to open that connection
 * while the app's JavaScript downloads: the diner's first reads (restaurant, table, bill) then
 * skip the DNS/TCP/TLS round trips on a slow phone network.
 */
export function preconnectPocketBase(): Plugin {
  let origin: string | null = null
  return {
    name: 'conto-preconnect-pocketbase',
    configResolved(config) {
      const url = String(config.env.VITE_POCKETBASE_URL ?? '').trim()
      origin = /^https?:\/\//.test(url) ? new URL(url).origin : null
    },
    transformIndexHtml() {
      if (!origin) return []
      // one connection for the CORS reads, one for the images (<img> requests are no-cors); at
      // the top, so they open before the preload script's first reads
      const tags: HtmlTagDescriptor[] = [
        { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head-prepend' },
        { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head-prepend' },
      ]
      return tags
    },
  }
}
