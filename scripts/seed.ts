// `npm run seed`: writes the demo data into a running PocketBase (POCKETBASE_URL, superuser from env).
import { writeFileSync } from 'node:fs'
import { seedDemo } from './lib/seed-demo.ts'
import { devSettings } from './lib/dev-settings.ts'

const settings = devSettings()
const demo = await seedDemo(settings.pocketbaseUrl, settings.superuser)
writeFileSync(settings.demoFile, JSON.stringify(demo, null, 2))
console.log(`Seeded ${demo.restaurantName} (${demo.tables.length} tables). Details in ${settings.demoFile}`)
