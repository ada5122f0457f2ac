/**
 * The server's layers point one way (issue 44 item 2): http → graphql → context →
 * repositories → db. `npm run lint` enforces it with two tools, and this file shows each refuses what it
 * should — so a rule edited into uselessness fails here, not silently:
 *   - ESLint (eslint.config.js): a resolver or any graphql/ or http/ module importing db/ (queries, schema)
 *     or a driver; a resolver or REST handler naming a database handle, the accessors mutate() opens its
 *     transaction with, appending audit rows, or checking a location by hand; a repository importing the
 *     request context, the GraphQL layer or the audit trail. (This replaces the text scan of issue 9.)
 *   - dependency-cruiser (.dependency-cruiser.cjs): any import cycle among packages/server/src's modules (and,
 *     by the same check, packages/web/src's: decision 0365).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: ROOT });
/** The rules that carry the layering; the examples below are free to break the others (unused, any). */
const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The rules that refuse `code` if it were the file at `path` (relative to the repository root). */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.filter((m) => LAYER_RULES.has(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

const RESOLVER = 'packages/server/src/graphql/resolvers/example.ts';
const GRAPHQL = 'packages/server/src/graphql/example.ts';
const HTTP = 'packages/server/src/http/example.ts';
const APP = 'packages/server/src/http/app.ts';
const REPOSITORY = 'packages/server/src/repositories/example.ts';

describe('ESLint refuses a resolver, graphql/ or http/ module that reaches the database', () => {
  const refusedEverywhere = [
    "import { eq } from 'drizzle-orm';",
    "import { PgTransaction } from 'drizzle-orm/pg-core';",
    "import { PGlite } from '@electric-sql/pglite';",
    "import pg from 'pg';",
    "import * as t from '../db/schema/index.js';",
    "import { seedDatabase } from '../db/seed.js';",
    "import { openDatabase } from '../db/client.js';",
  ];
  it.each(refusedEverywhere)('refuses %s in a resolver, a graphql/ module and an http/ module', async (line) => {
    for (const path of [RESOLVER, GRAPHQL, HTTP]) {
      const found = await refusals(path, line.replace("'../db/", path === RESOLVER ? "'../../db/" : "'../db/"));
      expect(found.join('\n'), `${path}: ${line}`).toMatch(/^no-restricted-imports: .*(Only repositories\/ query the database|Db\/Tx types only)/m);
    }
  });

  it('lets graphql/ and http/ name the Db and Tx types (yoga and the app hand the handle on) but never a resolver', async () => {
    const typesOnly = "import type { Db, Tx } from '../db/client.js';\nexport type Handles = [Db, Tx];\n";
    expect(await refusals(GRAPHQL, typesOnly)).toEqual([]);
    expect(await refusals(APP, typesOnly)).toEqual([]);
    expect((await refusals(RESOLVER, typesOnly.replace('../db/', '../../db/'))).join('\n')).toMatch(/no-restricted-imports/);
  });

  const handles: [string, string][] = [
    ["import { repositoryScope } from '../../repositories/scope.js';\nexport const h = repositoryScope;", 'repositoryScope'],
    ["import { createRepositories } from '../../repositories/index.js';\nexport const h = createRepositories;", 'createRepositories'],
    ["import { requestDatabase } from '../../context/context.js';\nexport const h = requestDatabase;", 'requestDatabase'],
    ["import { contextOnTransaction } from '../../context/context.js';\nexport const h = contextOnTransaction;", 'contextOnTransaction'],
    ["import { appendAuditRow } from '../../repositories/audit-chain.js';\nexport const h = appendAuditRow;", 'appendAuditRow'],
  ];
  it.each(handles)('refuses a resolver and a REST handler importing %s', async (code, name) => {
    expect((await refusals(RESOLVER, code)).join('\n'), name).toContain(`'${name}' import`);
    expect((await refusals(HTTP, code.replace("'../../", "'../"))).join('\n'), name).toContain(`'${name}' import`);
  });

  const byHand = [
    'export const f = (ctx: any) => ctx.db.select();',
    "export const f = (ctx: any) => ctx['db'].select();",
    'export const f = (ctx: any) => { const { db: handle } = ctx; return handle; };',
    'export const f = (opts: any) => opts.db;',
    'export const f = (mutate: any, ctx: any) => mutate(ctx, "X", async ({ tx }: any) => tx.insert());',
    "export const f = (task: any, locationId: number) => { if (task && task.locationId !== locationId) throw new Error('x'); };",
    'export const f = (existing: any, m: any) => existing.locationId === m.locationId;',
    'export const f = (locationId: number, row: any) => locationId === row?.locationId;',
    'export const f = (ctx: any, id: number) => ctx.locationIds.includes(id);',
    'export const f = (ctx: any) => ctx.memberships?.some(Boolean);',
    'export const f = (ctx: any) => ctx.memberships.find((m: any) => m.id === 1);',
  ];
  it.each(byHand)('refuses a resolver and a REST handler that does it by hand: %s', async (code) => {
    expect((await refusals(RESOLVER, code)).join('\n')).toMatch(/no-restricted-syntax/);
    expect((await refusals(HTTP, code)).join('\n')).toMatch(/no-restricted-syntax/);
  });

  it('lets a missing location be tested, and lets a resolver written the intended way through', async () => {
    const missing = [
      "export const f = (locationId: unknown) => { if (locationId == null || locationId === '') throw new Error('x'); };",
      'export const f = (value: any) => (value.locationId === null ? null : 1);',
      'export const f = (link: any) => undefined !== link.locationId;',
    ];
    for (const code of missing) expect(await refusals(RESOLVER, code), code).toEqual([]);
    const good = [
      "import { mutate } from '../../unit-of-work.js';",
      "import type { RequestContext } from '../../context/context.js';",
      "import type { Repositories } from '../../repositories/index.js';",
      'export const add = (ctx: RequestContext, value: any, locationId: number) =>',
      "  mutate(ctx, 'AddShortcut', async ({ repos }) => repos.shortcuts.add(value, locationId));",
      'export const vet = (ctx: RequestContext, id: number, at: number) => ctx.repos.at(at).records.locationUser(id);',
      'export type R = Repositories;',
    ].join('\n');
    expect(await refusals(RESOLVER, good)).toEqual([]);
  });
});

describe('ESLint refuses the database outside repositories/ in every folder of the server', () => {
  const folders = ['audit-like.ts', 'live/example.ts', 'oidc/example.ts', 'sandbox/example.ts', 'pims/example.ts', 'context/example.ts', 'storefront/example.ts', 'auth/example.ts'];
  it.each(folders)('refuses drizzle, its sql and db/ modules in src/%s', async (file) => {
    const up = file.includes('/') ? '../' : './';
    for (const line of ["import { sql } from 'drizzle-orm';", "import pg from 'pg';", `import * as t from '${up}db/schema/index.js';`, `import { openDatabase } from '${up}db/client.js';`]) {
      expect((await refusals(`packages/server/src/${file}`, `${line}\nexport {};`)).join('\n'), `${file}: ${line}`).toMatch(/no-restricted-imports: .*(Only repositories\/ query the database|Db\/Tx types only)/);
    }
  });

  it('lets a repository, db/ and the test harness query, and any folder name the Db and Tx types', async () => {
    expect(await refusals(REPOSITORY, "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;")).toEqual([]);
    expect(await refusals('packages/server/src/testing/example.ts', "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;")).toEqual([]);
    expect(await refusals('packages/server/src/live/example.ts', "import type { Db, Tx } from '../db/client.js';\nexport type H = [Db, Tx];")).toEqual([]);
  });
});

describe('ESLint refuses a repository reaching above its layer', () => {
  it.each([
    "import type { RequestContext } from '../context/context.js';",
    "import { parseId } from '../context/context.js';",
    "import type { OrderRow } from '../graphql/parents.js';",
    "import { mutate } from '../unit-of-work.js';",
    "import { sandboxOf } from '../sandbox/running.js';",
    "import { notFound } from '../errors.js';",
    "import { GraphQLError } from 'graphql';",
  ])('refuses %s', async (line) => {
    expect((await refusals(REPOSITORY, `${line}\nexport {};`)).join('\n')).toMatch(/no-restricted-imports: .*(Repositories receive the scope|Repositories do not run the unit of work|Repositories refuse with their domain errors)/);
  });

  it('lets a repository import its scope, the database, core and its own audit reads', async () => {
    const code = [
      "import type { RepositoryScope } from './scope.js';",
      "import * as t from '../db/schema/index.js';",
      "import { eq } from 'drizzle-orm';",
      "import { parseId } from '../ids.js';",
      "import { auditRepository } from './audit.js';",
      "import { ERROR_CODES } from '@vetrx/core/api';",
      'export const x = [t, eq, parseId, auditRepository, ERROR_CODES] as const;',
      'export type S = RepositoryScope;',
    ].join('\n');
    expect(await refusals(REPOSITORY, code)).toEqual([]);
  });
});

describe('dependency-cruiser refuses an import cycle in the server and in the web', () => {
  const require = createRequire(import.meta.url);
  const config = require(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
  let fixture = '';

  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'vetrx-cycle-'));
    writeFileSync(join(fixture, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    writeFileSync(join(fixture, 'b.ts'), "import type { a } from './a.js';\nexport const b = (f?: typeof a) => f;\n");
    writeFileSync(join(fixture, 'c.ts'), "import { a } from './a.js';\nexport const c = a;\n");
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('finds no cycle in packages/server/src (and does read it: over a hundred modules)', async () => {
    const options = { ...config.options, tsConfig: { fileName: join(ROOT, 'packages/server/tsconfig.json') }, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir: ROOT };
    const { output } = await cruise(['packages/server/src'], options as never);
    const result = output as Exclude<typeof output, string>;
    expect(result.summary.totalCruised).toBeGreaterThan(100);
    expect(result.summary.violations).toEqual([]);
  });

  // No baseline of known cycles is left: the web's last four, the toaster's and three
  // type or lazy-loader loops in approvals, history and products, were broken; the lint allows none.
  it('finds no cycle in packages/web/src, lazy imports and type-only imports counted (and does read it: over three hundred modules)', async () => {
    const options = { ...config.options, tsConfig: { fileName: join(ROOT, 'packages/server/tsconfig.json') }, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir: ROOT };
    const { output } = await cruise(['packages/web/src'], options as never);
    const result = output as Exclude<typeof output, string>;
    expect(result.summary.totalCruised).toBeGreaterThan(300);
    expect(result.summary.violations.map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '))).toEqual([]);
  });

  // The web's rule is the same check over packages/web/src; a rule edited into uselessness fails here.
  it.each(['no-circular', 'no-circular-web'])('reports a two-module cycle, a type-only import included, with the rule %s', async (name) => {
    // The fixture's paths are relative to it, so the rule's `from` (packages/server/src or packages/web/src) is widened to any module.
    const found = config.forbidden!.find((r) => r.name === name);
    expect(found?.severity).toBe('error');
    const rule = { ...found, from: {} };
    const options = { ...config.options, includeOnly: undefined, tsConfig: undefined, baseDir: fixture, ruleSet: { forbidden: [rule] }, validate: true };
    const { output } = await cruise(['.'], options as never);
    const result = output as Exclude<typeof output, string>;
    const cycles = result.summary.violations.filter((v) => v.rule.name === name);
    expect(cycles.map((v) => v.rule.severity)).toContain('error');
    expect(cycles.map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].sort())).toEqual([['a.ts', 'a.ts', 'b.ts']]);
  });
});
