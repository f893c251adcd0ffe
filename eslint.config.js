import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'pb_data', 'test-results', 'playwright-report', 'pocketbase', 'tools', '.bin'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
