import { fileURLToPath } from 'node:url'

/**
 * The app's runtime imports of i18next and react-i18next, answered by Conto's small stand-ins
 * (decision 034), in the browser's build, the server renderer's and the tests. Exact names only:
 * `import type` from either package still reads its types, and the packages stay for them.
 */
export const i18nRuntimeAliases = [
  { find: /^i18next$/, replacement: fileURLToPath(new URL('../../src/lib/i18next-runtime.ts', import.meta.url)) },
  { find: /^react-i18next$/, replacement: fileURLToPath(new URL('../../src/lib/react-i18next-runtime.tsx', import.meta.url)) },
]
