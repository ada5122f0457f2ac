// ESLint for the whole workspace (flat config). `npm test` runs it; `npx eslint .` from the root runs it alone.
// Beyond the recommended rules it encodes who may import whom (docs/architecture.md):
//   core     — framework-free: no React, DOM, Node, database or HTTP libraries, no other package
//   fixtures — data only: core at most
//   server   — never the web or the CLI
//   web      — never the server, the database or Node
//   cli      — talks to the server over HTTP: never its source, the database or the web
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbid = (groups) => ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }];

const DB = [['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-*', '@electric-sql/*'], 'Only the server talks to the database.'];
const REACT = [['react', 'react-*', 'react/*', '@chakra-ui/*', '@emotion/*', '@tanstack/*', '@xstate/react'], 'UI libraries belong to the web package.'];
const NODE = [['node:*'], 'Node built-ins are not available here.'];
const SERVER = [['@vetrx/server', '@vetrx/server/*', '**/server/src/**'], 'Talk to the server over its API, never its source.'];
const WEB = [['@vetrx/web', '@vetrx/web/*', '**/web/src/**'], 'The web app is not a library.'];
const CLI = [['@vetrx/cli', '@vetrx/cli/*', '**/cli/src/**'], 'The CLI is not a library.'];
const FIXTURES = [['@vetrx/fixtures', '@vetrx/fixtures/*'], 'Demo data is for the server, tests and benchmarks.'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/generated/**',
      'packages/core/src/entities/**',
      'packages/web/test-results/**',
      'packages/web/playwright-report/**',
      'packages/server/drizzle/**',
    ],
  },
  // A rule is kept or changed here, never switched off in a comment: an inline directive has no effect
  // and is reported (npm run lint allows no warnings).
  { linterOptions: { noInlineConfig: true } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='console'][callee.property.name='log'] > Literal[value='debug']", message: 'No debug logging.' }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: { 'no-restricted-imports': forbid([DB, REACT, NODE, SERVER, WEB, CLI, FIXTURES]) },
  },
  {
    files: ['packages/fixtures/src/**/*.ts'],
    rules: { 'no-restricted-imports': forbid([DB, REACT, SERVER, WEB, CLI]) },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': forbid([REACT, WEB, CLI]) },
  },
  {
    // Timing scripts run in Node and hand functions to the page (Playwright's evaluate and init scripts).
    files: ['packages/web/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules. We do not run the React Compiler, so the rules written for it (refs,
      // set-state-in-effect, static-components, …) stay off: docs/decisions/0190-lint-and-dead-code.md.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': forbid([DB, NODE, SERVER, CLI, FIXTURES]),
    },
  },
  {
    // Unit tests of the web run in Node (vitest) and may read files.
    files: ['packages/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': forbid([DB, SERVER, CLI]) },
  },
  {
    // Tests, the test harness and benchmarks feed hostile or partial shapes on purpose.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/e2e/**', 'packages/server/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/cli/src/**/*.ts'],
    rules: { 'no-restricted-imports': forbid([DB, REACT, WEB, [['@vetrx/server', '@vetrx/server/*'], 'Talk to the server over its API, never its source.']]) },
  },
);
