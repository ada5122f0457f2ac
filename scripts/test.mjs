#!/usr/bin/env node
// `npm test`: every test of every package, as CI runs it.
//   1. install                                   5. unit + integration tests (vitest; PostgreSQL too when TEST_DATABASE_URL is set)
//   2. generated code, migrations in step         6. build, and the web's first-load budgets
//   3. typecheck                                  7. end-to-end tests in Chromium against the real server
//   4. lint (ESLint) and dead code (knip)
import { pnpm, run } from './lib.mjs';

const started = Date.now();
pnpm('Installing dependencies', ['install', '--frozen-lockfile', '--reporter=silent']);
run('Checking generated GraphQL code is up to date', process.execPath, ['scripts/check-generated.mjs']);
run('Checking the core reference (docs/core.md) is up to date', process.execPath, ['packages/core/scripts/gen-docs.mjs', '--check']);
run('Checking the migrations are in step with the schema', process.execPath, ['scripts/check-migrations.mjs']);
// --no-sort: every package type-checks core from its sources, so none waits for another (10 s less).
pnpm('Type-checking every package', ['-r', '--no-sort', '--workspace-concurrency=2', 'typecheck']);
pnpm('Linting (ESLint) and looking for dead code (knip)', ['run', 'lint']);
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL is not set: integration tests run on PGlite only)');
pnpm('Unit and integration tests', ['-r', '--workspace-concurrency=1', 'test']);
pnpm('Building packages', ['-r', 'build']);
run('Checking the first-load JavaScript budgets (/login, /dashboard, /approve)', process.execPath, ['packages/web/scripts/route-size.mjs', 'packages/web/dist', '--check']);
// The end-to-end tests run the compiled server the build just made (as `npm start` does).
process.env.VETRX_E2E_SERVER ??= 'dist';
pnpm('End-to-end tests (Chromium)', ['--filter', '@vetrx/web', 'e2e']);
console.log(`\n✔ All tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
