import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import tseslint from 'typescript-eslint'

/**
 * The layers of src, as bulletproof-react draws them: shared code (domain, lib, components, config)
 * below the features, the features below the routes and the app that compose them. Each zone says
 * which folders the files in `target` may not import from.
 */
const LAYER_ZONES = [
  {
    target: ['./src/lib', './src/components', './src/config', './src/domain'],
    from: ['./src/features', './src/routes', './src/app', './src/main.tsx', './src/entry-server.tsx'],
    message: 'Shared code sits below the features: pass what it needs in, or move it into the feature.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app', './src/main.tsx', './src/entry-server.tsx'],
    message: 'A feature does not know the pages that use it: compose in src/routes.',
  },
  {
    target: './src/routes',
    from: ['./src/app', './src/main.tsx', './src/entry-server.tsx'],
    message: 'Routes sit below the app that mounts them.',
  },
  // one feature does not reach into another: the route composes them (a slot or a render prop)
  ...['auth', 'bill', 'cassa', 'company', 'dashboard', 'menu', 'notifications', 'orders', 'payment', 'profile', 'push', 'qr', 'restaurant', 'restaurant-settings', 'reviews', 'reviews-admin', 'setup', 'shift-report', 'split', 'staff', 'tables', 'tips', 'transactions', 'waiter-call'].map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: share through src/lib or src/domain, or compose in src/routes.',
  })),
  {
    // the functions and the web server run in Node: they may use the pure domain, never the browser's code
    target: ['./api-functions', './scripts/lib/web-server.ts'],
    from: ['./src/features', './src/routes', './src/app', './src/components', './src/lib'],
    message: 'Server code imports src/domain only.',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'pb_data', 'test-results', 'playwright-report', 'pocketbase', 'tools', '.bin', 'pb_hooks/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // import-x parses the imported files too (for cycles): TypeScript's parser for ours
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // a chain through a dynamic import() runs nothing at load (the diner's step prefetch)
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // The domain is pure: the functions load it in plain Node and pb_hooks' shared-rules.js is
    // generated from it, so it imports nothing but itself and touches no browser or I/O.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            group: ['react', 'react-dom', 'react-dom/*', 'react-i18next', 'i18next', 'pocketbase', '@tanstack/*', '@stripe/*', 'stripe', 'web-push', 'node:*'],
            message: 'src/domain is pure rules: no UI, SDK or I/O. Put the fetcher beside its feature (or in src/lib when features share it).',
          },
          {
            group: ['@/*', '../*', '**/*.json'],
            message: 'src/domain imports only src/domain, by relative path with its extension (./money.ts), so the functions load it in plain Node.',
          },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'],
    },
  },
  {
    // PocketBase's JS VM (goja) runs migrations and hooks with its own globals.
    files: ['pb_migrations/**/*.js', 'pb_hooks/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      sourceType: 'script',
      globals: { migrate: 'readonly', Collection: 'readonly', RelationField: 'readonly', TextField: 'readonly', SelectField: 'readonly', DateField: 'readonly', NumberField: 'readonly', onRecordConfirmPasswordResetRequest: 'readonly', Field: 'readonly', routerAdd: 'readonly', $app: 'readonly', $apis: 'readonly', Record: 'readonly', DynamicModel: 'readonly', $security: 'readonly', BadRequestError: 'readonly', NotFoundError: 'readonly', ForbiddenError: 'readonly', console: 'readonly', require: 'readonly', __hooks: 'readonly', onRecordAfterUpdateSuccess: 'readonly', onRecordCreateRequest: 'readonly', onRecordUpdateRequest: 'readonly', onRecordAuthRequest: 'readonly', onRecordAuthWithPasswordRequest: 'readonly', onRecordRequestEmailChangeRequest: 'readonly', onRecordCreate: 'readonly', cronAdd: 'readonly', $dbx: 'readonly', ApiError: 'readonly', TooManyRequestsError: 'readonly', $conto: 'readonly' },
    },
  },
  { files: ['eslint.config.js'], languageOptions: { globals: globals.node } },
)
