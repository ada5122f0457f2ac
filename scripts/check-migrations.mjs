#!/usr/bin/env node
// Fails when the server's migrations (packages/server/drizzle: SQL, journal and the last snapshot) are
// not in step with its schema (src/db/schema): drizzle-kit generate, run on a copy, would write a new
// migration. A schema change needs its migration; a hand-written one (functions, triggers, statistics)
// comes from `db:generate --custom` so the snapshot follows (docs/guides/feature-work.md).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PNPM, root } from './lib.mjs';

const server = join(root, 'packages/server');
const migrations = join(server, 'drizzle');
// drizzle-kit reads --out relative to the package, so the copy lives there (and is removed after).
const copy = mkdtempSync(join(server, '.migrations-check-'));
const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();
try {
  cpSync(migrations, copy, { recursive: true });
  const args = ['exec', 'drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--casing', 'snake_case', '--out', `./${relative(server, copy)}`];
  // Its table-by-table listing is printed only when it fails.
  const r = spawnSync(PNPM[0], [...PNPM.slice(1), ...args], {
    cwd: server,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=source`.trim() },
  });
  const added = r.status === 0 ? files(copy).filter((f) => !files(migrations).includes(f)) : [];
  const journal = (dir) => readFileSync(join(dir, 'meta/_journal.json'), 'utf8');
  if (r.status !== 0) {
    // process.exit here would skip the finally that removes the copy.
    console.error(`drizzle-kit generate failed (exit ${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`);
    process.exitCode = 1;
  } else if (added.length || journal(copy) !== journal(migrations)) {
    const sql = added.filter((f) => f.endsWith('.sql')).map((f) => readFileSync(join(copy, f), 'utf8'));
    console.error(`The migrations are not in step with the schema: drizzle-kit would write ${added.join(', ') || 'a new journal'}:\n\n${sql.join('\n')}\nRun db:generate and commit the migration (docs/guides/feature-work.md).`);
    process.exitCode = 1;
  } else console.log('The migrations are in step with the schema (drizzle-kit generate: no schema changes).');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
