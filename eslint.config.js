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
    // PocketBase's JS VM (goja) runs migrations and hooks with its own globals.
    files: ['pb_migrations/**/*.js', 'pb_hooks/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      sourceType: 'script',
      globals: { migrate: 'readonly', Collection: 'readonly', RelationField: 'readonly', TextField: 'readonly', SelectField: 'readonly', DateField: 'readonly', NumberField: 'readonly', onRecordConfirmPasswordResetRequest: 'readonly', Field: 'readonly', routerAdd: 'readonly', $app: 'readonly', $apis: 'readonly', Record: 'readonly', DynamicModel: 'readonly', $security: 'readonly', BadRequestError: 'readonly', NotFoundError: 'readonly', ForbiddenError: 'readonly', console: 'readonly', require: 'readonly', __hooks: 'readonly', onRecordAfterUpdateSuccess: 'readonly', onRecordCreateRequest: 'readonly', onRecordUpdateRequest: 'readonly', onRecordAuthRequest: 'readonly', onRecordAuthWithPasswordRequest: 'readonly', onRecordRequestEmailChangeRequest: 'readonly', onRecordCreate: 'readonly', cronAdd: 'readonly', $dbx: 'readonly', ApiError: 'readonly', TooManyRequestsError: 'readonly' },
    },
  },
  { files: ['eslint.config.js'], languageOptions: { globals: globals.node } },
)
