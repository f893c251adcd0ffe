import { defineConfig, devices } from '@playwright/test'

// Started by scripts/e2e.ts, which builds the app, starts PocketBase with demo data and the
// production web server, then sets E2E_BASE_URL. Debian's Chromium, never a downloaded browser.
// e2e/smoke/ runs instead against the README's run command (scripts/smoke-run-command.sh).
const smoke = process.env.E2E_SMOKE === '1'

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  },
}

export default defineConfig({
  testDir: smoke ? 'e2e/smoke' : 'e2e',
  outputDir: `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/test-results`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI's shared 2-core machine; a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4174',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'it-IT',
    // The app's service worker answers page loads and script files itself, where page.route cannot
    // see them. Tests that need it say so (e2e/diner/offline.spec.ts, push in floor-notifications).
    serviceWorkers: 'block',
  },
  projects: smoke
    ? // the smoke journeys spend the demo's bills: a retry would meet a bill already paid and fail
      // for that reason alone, hiding the first attempt's cause
      [{ name: 'phone', use: phone, retries: 0 }]
    : [
        // Runs first, alone, on an EMPTY database (scripts/e2e.ts seeds the demo data after it).
        { name: 'first-run', testMatch: 'first-run/**/*.spec.ts', retries: 0, use: phone },
        { name: 'phone', testIgnore: ['first-run/**', 'smoke/**'], use: phone },
      ],
})
