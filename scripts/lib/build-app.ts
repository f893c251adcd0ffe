import { join } from 'node:path'
import { build } from 'vite'

/** Where, inside the build, the server's renderer of the diner pages goes (a dot folder: sirv never serves it). */
export const SERVER_RENDERER_DIR = '.ssr'
export const SERVER_RENDERER_FILE = 'entry-server.js'

/**
 * The production build: the browser's app into `outDir`, then the renderer the web server draws
 * the diner's home and bill with (src/entry-server.tsx) into `outDir/.ssr`. Environment variables
 * (VITE_*) are read by both, so the two agree on PocketBase's address.
 */
export async function buildApp({ root, outDir }: { root: string; outDir: string }): Promise<void> {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: join(outDir, SERVER_RENDERER_DIR), emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  })
}
