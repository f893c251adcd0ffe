// `npm run generate:rules`: writes pb_hooks/shared-rules.js from src/domain/shared-rules.ts, so
// PocketBase's hooks apply the same rules as the browser and the functions without a hand copy.
import { writeFileSync } from 'node:fs'
import * as rules from '../src/domain/shared-rules.ts'
import { renderSharedRules, SHARED_RULES_HOOK_FILE } from './lib/render-shared-rules.ts'

writeFileSync(new URL(`../${SHARED_RULES_HOOK_FILE}`, import.meta.url), renderSharedRules(rules))
console.log(`Wrote ${SHARED_RULES_HOOK_FILE} (${Object.keys(rules).length} rules).`)
