#!/usr/bin/env node
// `npm test`: every test of every package, as CI runs it.
//   1. install                                   5. the server's unit + integration tests (PostgreSQL too when TEST_DATABASE_URL is set)
//   2. generated code, migrations, decisions index 6. build, and the web's first-load budgets
//   3. typecheck                                  7. end-to-end tests in Chromium against the real server, and beside
//   4. lint (ESLint) and dead code (knip)            them the other packages' unit tests (decision 0240)
import { pnpm, pnpmStep, run, together } from './lib.mjs';

const started = Date.now();
pnpm('Installing dependencies', ['install', '--frozen-lockfile', '--reporter=silent']);
run('Checking generated GraphQL code is up to date', process.execPath, ['scripts/check-generated.mjs']);
run('Checking the core reference (docs/core.md) is up to date', process.execPath, ['packages/core/scripts/gen-docs.mjs', '--check']);
run('Checking the migrations are in step with the schema', process.execPath, ['scripts/check-migrations.mjs']);
run('Checking every decision record is in the index (docs/decisions/README.md) and carries no measurement log', process.execPath, ['scripts/check-decisions.mjs']);
// --no-sort: every package type-checks core from its sources, so none waits for another (10 s less).
pnpm('Type-checking every package', ['-r', '--no-sort', '--workspace-concurrency=2', 'typecheck']);
pnpm('Linting (ESLint) and looking for dead code (knip)', ['run', 'lint']);
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL is not set: integration tests run on PGlite only)');
pnpm('Unit and integration tests of the server', ['--filter', '@vetrx/server', 'test']);
pnpm('Building packages', ['-r', 'build']);
run('Checking the first-load JavaScript budgets (/login, /dashboard, /approve)', process.execPath, ['packages/web/scripts/route-size.mjs', 'packages/web/dist', '--check']);
// The end-to-end tests run the compiled server the build just made (as `npm start` does). The other
// packages' unit tests run beside them: the browser tests leave part of the two cores idle (waiting on
// the page), which those fill.
process.env.VETRX_E2E_SERVER ??= 'dist';
await together([
  pnpmStep('End-to-end tests (Chromium)', ['--filter', '@vetrx/web', 'e2e'], { stream: true }),
  pnpmStep('Unit tests of core, fixtures, web and the CLI', ['-r', '--filter', '!@vetrx/server', '--workspace-concurrency=1', 'test']),
]);
console.log(`\n✔ All tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
