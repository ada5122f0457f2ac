// ESLint for the whole workspace (flat config). `npm test` runs it; `npx eslint .` from the root runs it alone.
// Beyond the recommended rules it encodes who may import whom (docs/architecture.md):
//   core     — framework-free: no React, DOM, Node, database or HTTP libraries, no other package
//   fixtures — data only: core at most
//   server   — never the web or the CLI; inside it, only repositories/ run queries: graphql/ and http/ import
//              neither db/ (the Db/Tx types aside) nor drizzle, nor the scope's raw handle (decision 0345)
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

// The server's layers (issue 44 item 2; decision 0345; packages/server/src/README.md): only repositories/
// run queries. A resolver or any graphql/ or http/ module reads and writes through the caller's
// repositories (`ctx.repos`), never the database: no db/ module (schema, seed, bulk load) and no driver
// or query builder; db/client.ts for its Db/Tx types only (yoga, app.ts and the deadline hand the
// handle on without querying it). Resolvers may not name the handle's types either.
const ONLY_REPOSITORIES = 'Only repositories/ query the database: read and write through the caller\'s repositories (ctx.repos).';
const serverLayer = ({ dbTypes, handles }) => ({
  patterns: [
    ...[REACT, WEB, CLI].map(([group, message]) => ({ group, message })),
    { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-*', '@electric-sql/*'], message: ONLY_REPOSITORIES },
    { regex: '(^|/)db/(?!client\\.js$)', message: ONLY_REPOSITORIES },
    { regex: '(^|/)db/client\\.js$', allowTypeImports: dbTypes, message: dbTypes ? 'db/client.ts for its Db/Tx types only (import type): ' + ONLY_REPOSITORIES : ONLY_REPOSITORIES },
    // Resolvers and REST handlers: not the accessors mutate() and idempotent requests open their transaction with.
    ...(handles
      ? [
          { regex: '(^|/)repositories/(scope|index|loaders)\\.js$', importNames: ['repositoryScope', 'createRepositories', 'createLoaders'], message: 'The scope\'s raw handle is for repositories, mutate() and the request\'s own transaction: ' + ONLY_REPOSITORIES },
          { regex: '(^|/)context/context\\.js$', importNames: ['requestDatabase', 'contextOnTransaction'], message: 'The request\'s database is for mutate() and idempotent requests: ' + ONLY_REPOSITORIES },
          { regex: '(^|/)repositories/audit-chain\\.js$', importNames: ['appendAuditRow'], message: 'Audit rows are written by mutate() (unit-of-work.ts), one per write.' },
        ]
      : []),
  ],
});
// What the text-scanning guard of issue 9 item 2 checked in resolvers, as syntax: no database or
// transaction handle by any name, no hand check of a record's location or of the caller's memberships
// (ask `ctx.repos.at(locationId)` or the policy through `ctx`).
// (esquery compares an attribute as text, so a node with no name would read as 'undefined': hence the types.)
const NOT_NULLISH = ":not([type='Literal'][raw='null']):not([type='Identifier'][name='undefined']):not([type='Literal'][raw=\"''\"]):not([type='Literal'][raw='\"\"'])";
const handAccessChecks = [
  ...['left', 'right'].flatMap((side) => {
    const other = side === 'left' ? 'right' : 'left';
    return [`[${side}.name='locationId']`, `[${side}.property.name='locationId']`].map((locationSide) => ({
      selector: `BinaryExpression:matches([operator='==='], [operator='!=='])${locationSide}${NOT_NULLISH.replaceAll('[', `[${other}.`)}`,
      message: "Compares a record's location by hand: read it through repositories narrowed to the location (ctx.repos.at(locationId)), which answer null elsewhere.",
    }));
  }),
  {
    selector: "CallExpression[callee.property.name=/^(includes|some|every|find|findIndex|filter|indexOf)$/][callee.object.property.name=/^(locationIds|memberships)$/]",
    message: "Scans the caller's locations or memberships by hand: ask the policy through ctx (authorize, requireLocation) or read through ctx.repos.",
  },
];
const handleNames = (names) => ({
  selector: `:matches(Identifier[name=/^(${names})$/], Literal[value=/^(${names})$/])`,
  message: 'A database or transaction handle: ' + ONLY_REPOSITORIES,
});
const DEBUG_LOG = { selector: "CallExpression[callee.object.name='console'][callee.property.name='log'] > Literal[value='debug']", message: 'No debug logging.' };

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
    // Only repositories/ query, in every folder of the server (issue 63 item 2): no driver, no query builder
    // (drizzle-orm, its `sql`), no db/ module but db/client.ts's types, outside repositories/, db/ and the
    // test harness. The entry points open and migrate the database (db/ setup), and live/link.ts holds the
    // instance's dedicated LISTEN connection (a driver session, not a query of records).
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'packages/server/src/repositories/**',
      'packages/server/src/db/**',
      'packages/server/src/testing/**',
      'packages/server/src/{index,main,start,workers}.ts',
      'packages/server/src/live/link.ts',
    ],
    rules: { 'no-restricted-imports': ['error', serverLayer({ dbTypes: true, handles: false })] },
  },
  {
    files: ['packages/server/src/graphql/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverLayer({ dbTypes: true, handles: false })] },
  },
  {
    files: ['packages/server/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverLayer({ dbTypes: true, handles: true })] },
  },
  {
    // Repositories receive the scope, never the request context, and do not audit (decision 0344): nothing
    // above them — context/, graphql/, http/, the audit trail (../audit.js; their own audit.ts reads it),
    // the services that call them (sandbox/, live/).
    files: ['packages/server/src/repositories/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...[REACT, WEB, CLI].map(([group, message]) => ({ group, message })),
            { regex: '^\\.\\./(context|graphql|http|sandbox|live)/', message: 'Repositories receive the scope (repositories/scope.ts), never the request context or anything above them.' },
            { regex: '^\\.\\./errors\\.js$', message: 'Repositories refuse with their domain errors (repositories/errors.ts); graphql/ turns them into GraphQL errors.' },
            { group: ['graphql', 'graphql/*'], message: 'Repositories refuse with their domain errors (repositories/errors.ts); graphql/ turns them into GraphQL errors.' },
            { regex: '^\\.\\./unit-of-work\\.js$', message: 'Repositories do not run the unit of work: mutate() (unit-of-work.ts) writes the audit row; an outside exchange is handed the appender.' },
          ],
        },
      ],
    },
  },
  {
    // Resolvers: not even the handle's types; no handle by any name; no hand access checks.
    files: ['packages/server/src/graphql/resolvers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', serverLayer({ dbTypes: false, handles: true })],
      'no-restricted-syntax': ['error', DEBUG_LOG, handleNames('db|tx|Db|Tx|DbOrTx|sql|SQL|PgTransaction|PgDatabase'), ...handAccessChecks],
    },
  },
  {
    // REST handlers likewise; app.ts, the composition root, hands each route what it needs from the database
    // handle, and so does development.ts, its development-only half (decision 0433).
    files: ['packages/server/src/http/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/server/src/http/app.ts', 'packages/server/src/http/development.ts'],
    rules: { 'no-restricted-syntax': ['error', DEBUG_LOG, handleNames('db|tx|Db|Tx|DbOrTx|sql|SQL|PgTransaction|PgDatabase'), ...handAccessChecks] },
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
      'no-restricted-syntax': [
        'error',
        DEBUG_LOG,
        {
          // A state updater runs after the event has been dispatched, when React has set currentTarget to
          // null: the Link to PIMS dialog crashed on the second keystroke this way.
          selector: "CallExpression[callee.name=/^set[A-Z]/] > ArrowFunctionExpression MemberExpression[property.name=/^(currentTarget|target)$/]",
          message: "Read the event's value before calling the setter: an updater function runs after the event, when currentTarget is null.",
        },
      ],
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
    // Tests that can fail, and no fixed waits (issue 63; docs/guides/engineering.md, Testing). A getBy/findBy
    // already throws when the element is missing, so toBeTruthy() on it can never fail: say what the test
    // means (toBeVisible, toHaveTextContent, …). A sleep then an assertion that nothing happened passes
    // whenever the thing is merely slow: wait for the event that shows the outcome instead.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'packages/server/src/testing/**/*.ts', 'packages/web/e2e/**/*.ts'],
    ignores: ['packages/server/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        DEBUG_LOG,
        ...['arguments.0.callee.property.name', 'arguments.0.callee.name', 'arguments.0.argument.callee.property.name', 'arguments.0.argument.callee.name'].map((path) => ({
          selector: `CallExpression[callee.property.name='toBeTruthy'][callee.object.callee.name='expect'][callee.object.${path}=/^(get|find)(All)?By/]`,
          message: 'getBy/findBy already throws when nothing matches, so toBeTruthy() cannot fail: assert what the test means (toBeVisible, toHaveTextContent, toHaveAttribute, toBeDisabled…).',
        })),
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'A fixed wait: wait for the event that shows the outcome (a locator state, a response, a later marker).',
        },
        {
          selector: "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression.body[callee.name='setTimeout']",
          message: 'A fixed wait: wait for the event that shows the outcome (a promise, a later request or change, vi.waitFor / pollFor on a state).',
        },
      ],
    },
  },
  {
    files: ['packages/cli/src/**/*.ts'],
    rules: { 'no-restricted-imports': forbid([DB, REACT, WEB, [['@vetrx/server', '@vetrx/server/*'], 'Talk to the server over its API, never its source.']]) },
  },
);
