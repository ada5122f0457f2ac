/**
 * The build fails when a resolver reaches the database itself (issue 9, item 2): resolvers go through
 * the caller-bound repositories (`ctx.repos`, src/repositories), which hold the SQL. A resolver file
 * may not import drizzle, the schema or the database client, nor touch `ctx.db`.
 *
 * `NOT_YET_MOVED` lists the resolver files whose SQL has not moved yet; it only shrinks: a listed file
 * that is clean fails too, so the list is kept honest, and a new resolver file is held to the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, 'resolvers');

const NOT_YET_MOVED = new Set([
  'access.ts',
  'admin-practice-locations.ts',
  'admin-practice-shortcuts.ts',
  'admin-users-writes.ts',
  'approvals-tasks.ts',
  'clients-mutations.ts',
  'patients.ts',
  'pims.ts',
  'prescribing.ts',
]);

const RULES: readonly { what: string; pattern: RegExp }[] = [
  { what: "imports drizzle-orm", pattern: /from\s+['"]drizzle-orm/ },
  { what: 'imports the database schema', pattern: /from\s+['"][./]*\/db\/schema/ },
  { what: 'imports the database client', pattern: /from\s+['"][./]*\/db\/client/ },
  { what: 'uses ctx.db', pattern: /\bctx\.db\b/ },
];

function violations(file: string): string[] {
  const text = readFileSync(join(DIR, file), 'utf8');
  return RULES.filter((r) => r.pattern.test(text)).map((r) => r.what);
}

describe('resolvers never see the database', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('keeps SQL out of every resolver file that has moved to repositories, and out of new ones', () => {
    const found = files.filter((f) => !NOT_YET_MOVED.has(f)).flatMap((f) => violations(f).map((v) => `${f} ${v}`));
    expect(found).toEqual([]);
  });

  it('lists only files that still need moving, and only existing ones', () => {
    const clean = [...NOT_YET_MOVED].filter((f) => !files.includes(f) || violations(f).length === 0);
    expect(clean).toEqual([]);
  });

  it('recognises a resolver that reaches the database', () => {
    expect(RULES.filter((r) => r.pattern.test("import { eq } from 'drizzle-orm';\nawait ctx.db.select()")).map((r) => r.what)).toEqual([
      'imports drizzle-orm',
      'uses ctx.db',
    ]);
    expect(RULES.some((r) => r.pattern.test("import * as t from '../../db/schema/index.js';"))).toBe(true);
  });
});
