// One flat ESLint config for the repository's JavaScript and TypeScript outside edge-api/ (which
// `deno lint` and `deno fmt --check` check): the front end (shell/, the remotes mfe-*/ and shared/)
// with the React, accessibility and import-boundary rules, and the Node code (platform/,
// build-config/, scripts/, shared/src/remotes.js, each package's build config and the root configs)
// with Node's globals. Both keep the same line width and unused-variable rule. That nothing imports
// from scripts/ is checked once, by scripts/architecture-rules.test.mjs: it reads every file,
// edge-api's and dynamic imports included, which this config does not see.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FRONT_END = ['shell', 'shared', 'mfe-*', 'platform/remote-template'].flatMap((dir) => [`${dir}/**/*.ts`, `${dir}/**/*.tsx`])

/** The Node code: servers, build configs, task runners and the tables they share with the browser. */
const NODE_JS = ['{platform,scripts,build-config}/**/*.{js,mjs}', 'shared/src/remotes.js', '*.config.{js,mjs}', '{shell,mfe-*}/*.{js,mjs}']
/** The same, written in TypeScript: the root test configs and the Deno benchmark's bare server. */
const NODE_TS = ['*.config.ts', 'scripts/**/*.ts']

// The width a reader sees; comments, strings and URLs may run on (prose reads better unbroken).
const MAX_LEN = [
  'error',
  {
    code: 140,
    ignoreComments: true,
    ignoreStrings: true,
    ignoreTemplateLiterals: true,
    ignoreUrls: true,
    ignoreRegExpLiterals: true,
  },
]
/** A name starting with `_` is unused on purpose (a callback's leading parameters, a skipped element). */
const UNUSED = ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }]

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
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.prerender/**', 'test-results/**', 'edge-api/**', 'mfe-games/public/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: FRONT_END,
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'max-len': MAX_LEN,
      '@typescript-eslint/no-unused-vars': UNUSED,
      // Redux: typed hooks only (shared/src/redux and each package's store hooks).
      'no-restricted-syntax': [
        'error',
        { selector: "ImportSpecifier[imported.name='useDispatch']", message: 'Use the typed useAppDispatch hook.' },
        { selector: "ImportSpecifier[imported.name='useSelector']", message: 'Use the typed useAppSelector hook.' },
      ],
    },
  },
  // Where the typed hooks are made from react-redux's own.
  { files: ['shared/src/session/hooks.ts'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'platform/remote-template/src/**/*.{ts,tsx}'],
    rules: boundary(REMOTE_OR_SHELL, 'A remote never imports another remote or the shell: share through @app/shared.'),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: boundary(
      [...REMOTE_OR_SHELL, 'edge-api', 'edge-api/*', '**/edge-api/**', '**/platform/**', '**/scripts/**', '**/build-config/**'],
      'shared/ is the bottom layer: it imports no package above it.',
    ),
  },
  {
    files: NODE_JS,
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
    rules: { 'max-len': MAX_LEN, 'no-unused-vars': UNUSED },
  },
  {
    files: NODE_TS,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
    rules: { 'max-len': MAX_LEN, '@typescript-eslint/no-unused-vars': UNUSED },
  },
)
