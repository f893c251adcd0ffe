// What a failed journey's page looked like, printed into the log: CI keeps only its output, not
// Playwright's test-results folder, so a failure seen only there must say what was on the screen.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const LINES_PER_PAGE = 80

/** The accessibility snapshot in Playwright's `error-context.md`, without the admin's side menu. */
export function pageSnapshot(context: string): string[] {
  const lines = context.split('\n')
  const start = lines.findIndex((line) => line.startsWith('```yaml'))
  if (start < 0) return []
  const end = lines.indexOf('```', start + 1)
  const snapshot = lines.slice(start + 1, end < 0 ? undefined : end)
  let inMenu = false
  return snapshot.filter((line) => {
    if (!line.startsWith(' ')) inMenu = line.startsWith('- complementary')
    return !inMenu
  })
}

/** Every failed test's page snapshot under `resultsDir`, trimmed. */
export function printFailurePages(resultsDir: string): void {
  if (!existsSync(resultsDir)) return
  for (const folder of readdirSync(resultsDir).sort()) {
    const file = join(resultsDir, folder, 'error-context.md')
    if (!existsSync(file)) continue
    const lines = pageSnapshot(readFileSync(file, 'utf8'))
    const more = lines.length > LINES_PER_PAGE ? '\n…' : ''
    console.log(`\n── the page when ${folder} failed ──\n${lines.slice(0, LINES_PER_PAGE).join('\n')}${more}`)
  }
}
