import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const alias = [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // one real PocketBase (temp data dir, free port) for the whole run
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
})
