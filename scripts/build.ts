// `npm run build`: the production build into dist/ (the browser's app and the diner pages' server renderer).
import { join } from 'node:path'
import { buildApp } from './lib/build-app.ts'
import { devSettings } from './lib/dev-settings.ts'

const { root } = devSettings()
await buildApp({ root, outDir: join(root, 'dist') })
