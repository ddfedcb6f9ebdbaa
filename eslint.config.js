// One flat ESLint config for the front end: shell/, the remotes (mfe-*/) and shared/. edge-api/ is
// checked by `deno lint` and `deno fmt --check`; the task runners and the platform code are not linted here.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FRONT_END = ['shell', 'shared', 'mfe-*'].flatMap((dir) => [`${dir}/**/*.ts`, `${dir}/**/*.tsx`])

/** Remotes and the shell, by package name, by federation name and by relative path. */
const REMOTE_OR_SHELL = ['shell', 'shell/*', 'mfe-*', 'mfe_*', '**/shell/**', '**/mfe-*/**']

/**
 * The direction of imports (docs/ARCHITECTURE.md): a remote never imports another remote or the
 * shell; shared/ imports no package above it. A remote's own files import each other relatively
 * without leaving its folder, so a relative path naming another package's folder is a crossing.
 * Browser tests (e2e/) are not shipped code: they share the shell's fixtures.
 */
const boundary = (group, message) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] })

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.prerender/**', 'test-results/**', 'edge-api/**', 'scripts/**', 'platform/**', 'build-config/**', 'mfe-games/public/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: FRONT_END,
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The width a reader sees; comments, strings and URLs may run on (prose reads better unbroken).
      'max-len': ['error', {
        code: 140, ignoreComments: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true,
      }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Redux: typed hooks only (shared/src/redux and each package's store hooks).
      'no-restricted-syntax': ['error',
        { selector: "ImportSpecifier[imported.name='useDispatch']", message: 'Use the typed useAppDispatch hook.' },
        { selector: "ImportSpecifier[imported.name='useSelector']", message: 'Use the typed useAppSelector hook.' }],
    },
  },
  // Where the typed hooks are made from react-redux's own.
  { files: ['shared/src/session/hooks.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['mfe-*/src/**/*.{ts,tsx}'], rules: boundary(REMOTE_OR_SHELL, 'A remote never imports another remote or the shell: share through @app/shared.') },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: boundary([...REMOTE_OR_SHELL, 'edge-api', 'edge-api/*', '**/edge-api/**', '**/platform/**', '**/scripts/**', '**/build-config/**'],
      'shared/ is the bottom layer: it imports no package above it.'),
  },
)
