/**
 * The build fails when a resolver or a REST handler reaches the database itself, or decides access to
 * a record by hand (issue 9, item 2; decisions 0102, 0115). They go through the caller-bound
 * repositories and DataLoaders (`ctx.repos`, `ctx.loaders`, src/repositories), which hold the SQL and
 * answer null for a record of a location the caller may not read, and they write through the
 * repositories `mutate()` binds to its transaction (`({ repos, record })`). "This record must be at
 * that location" is asked of repositories narrowed to it (`ctx.repos.at(locationId)`), never compared.
 *
 * Every file under src/graphql/resolvers (in any subfolder) and src/http is held to it — tests aside,
 * with no list of exceptions. The request context has no database handle at all (its type says so);
 * these rules catch the other ways back in: importing drizzle or src/db, naming the database,
 * transaction or sql types, a `db` or `tx` of any kind, the accessors `mutate()` uses to open its
 * transaction, appending audit rows, and comparing a record's location or scanning the caller's
 * memberships or location ids by hand. src/http/app.ts, which builds the application on its database,
 * is the one place a REST file names the database — it hands each route what it needs, never a handle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const RESOLVERS = join(SRC, 'graphql', 'resolvers');
const HTTP = join(SRC, 'http');
/** The composition root of the HTTP application: it opens routes on the database handle. */
const APP = join(HTTP, 'app.ts');

interface Rule {
  what: string;
  pattern: RegExp | ((text: string) => boolean);
  example: string;
  /** The rule does not apply to app.ts (it may name the database to wire the routes). */
  notForApp?: boolean;
}

const RULES: readonly Rule[] = [
  { what: 'imports drizzle-orm', pattern: /from\s+['"]drizzle-orm/, example: "import { eq } from 'drizzle-orm';" },
  { what: 'imports from src/db', pattern: /from\s+['"](\.\.?\/)+db\//, example: "import * as t from '../../db/schema/index.js';", notForApp: true },
  {
    what: 'names the database, transaction or sql types',
    pattern: /import\s+(type\s+)?\{[^}]*\b(Db|Tx|DbOrTx|sql|SQL|PgTransaction|PgDatabase)\b[^}]*\}\s*from/,
    example: "import type { DbOrTx } from '../../repositories/anything.js';",
    notForApp: true,
  },
  // Any `db` at all: ctx.db, `const { db } = ctx`, (ctx as any).db, ctx['db'], opts.db.
  { what: 'reaches the database handle (db)', pattern: /\bdb\b/, example: 'const { db } = ctx; await db.select()', notForApp: true },
  { what: 'holds a raw transaction handle', pattern: /\btx\b/, example: "mutate(ctx, 'X', async ({ tx, record }) => tx.insert(t.users))" },
  {
    what: "reaches the request's database through its repositories",
    pattern: /\b(repositoryScope|requestDatabase|contextOnTransaction|createRepositories|createLoaders)\b/,
    example: 'const { db } = repositoryScope(ctx.repos);',
  },
  { what: 'appends audit rows itself', pattern: /\bappendAuditRow\b/, example: "import { appendAuditRow } from '../../audit.js';" },
  {
    what: "compares a record's location by hand",
    // A strict (in)equality with a locationId on either side — except a test for a missing value.
    pattern: (text) =>
      [...text.matchAll(/([\w$.?!'"[\]]+)\s*[!=]==\s*([\w$.?!'"[\]]+)/g)].some(([, left, right]) => {
        const isLocation = (side: string) => /\blocationId\b/.test(side);
        const isMissing = (side: string) => /^(null|undefined|''|"")$/.test(side);
        return (isLocation(left) && !isMissing(right)) || (isLocation(right) && !isMissing(left));
      }),
    example: "if (!row || row.locationId !== m.locationId) throw notFound('Client');",
  },
  {
    what: "scans the caller's locations or memberships by hand",
    pattern: /\b(locationIds|memberships)\s*\??\.\s*(includes|some|every|find|findIndex|filter|indexOf)\(/,
    example: "if (!ctx.locationIds.includes(row.locationId)) throw notFound('Client');",
  },
];

function violations(text: string, opts: { isApp?: boolean } = {}): string[] {
  const breaks = (r: Rule) => (typeof r.pattern === 'function' ? r.pattern(text) : r.pattern.test(text));
  return RULES.filter((r) => !(opts.isApp && r.notForApp) && breaks(r)).map((r) => r.what);
}

/** Every .ts file under `dir`, in any subfolder, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('resolvers and REST handlers never see the database', () => {
  const resolvers = sources(RESOLVERS);
  const handlers = sources(HTTP);

  it('keeps SQL, the database, raw transactions and hand access checks out of every resolver file, in any subfolder', () => {
    expect(resolvers.length).toBeGreaterThan(25);
    const found = resolvers.flatMap((f) => violations(readFileSync(f, 'utf8')).map((v) => `${relative(SRC, f)} ${v}`));
    expect(found).toEqual([]);
  });

  it('holds every REST handler in src/http to the same rules (app.ts may name the database to wire the routes)', () => {
    expect(handlers.map((f) => relative(HTTP, f))).toEqual(expect.arrayContaining(['impersonate.ts', 'pims-connect.ts', 'report-embed.ts', 'product-images.ts', 'rest.ts', 'app.ts']));
    const found = handlers.flatMap((f) => violations(readFileSync(f, 'utf8'), { isApp: f === APP }).map((v) => `${relative(SRC, f)} ${v}`));
    expect(found).toEqual([]);
  });

  it('walks subfolders: a resolver file one level down is checked too', () => {
    expect(sources(join(SRC, 'graphql')).some((f) => f.startsWith(RESOLVERS + '/'))).toBe(true);
    expect(sources(SRC).length).toBeGreaterThan(sources(join(SRC, 'graphql')).length);
  });

  it('recognises each way a resolver could reach the database or check access by hand', () => {
    for (const rule of RULES) expect(violations(rule.example), rule.what).toContain(rule.what);
    expect(violations("import { eq } from 'drizzle-orm';\nawait ctx.db.select()")).toEqual(['imports drizzle-orm', 'reaches the database handle (db)']);
    for (const sneaky of ['(ctx as any).db.execute(q)', "ctx['db'].select()", 'const { db: handle } = ctx;', 'opts.db']) {
      expect(violations(sneaky), sneaky).toContain('reaches the database handle (db)');
    }
    for (const byHand of [
      'if (task && task.locationId !== locationId) throw notFound()',
      'if (existing.locationId === m.locationId) return',
      'scope.locationIds.some((id) => id !== m.locationId)',
      'if (user.locationId!==task.locationId) throw x',
      'if (locationId === row?.locationId) ok()',
    ]) {
      expect(violations(byHand), byHand).toContain("compares a record's location by hand");
    }
    for (const byHand of ['ctx.memberships.find((m) => m.id === 1)', 'ctx.locationIds.includes(id)', 'ctx.memberships?.some(f)']) {
      expect(violations(byHand), byHand).toContain("scans the caller's locations or memberships by hand");
    }
    for (const missing of ["if (locationId == null || locationId === '') throw notFound('Location');", 'const id = value.locationId === null ? null : 1;', 'if (undefined !== link.locationId) go()']) {
      expect(violations(missing), missing).toEqual([]);
    }
    expect(violations("import type { Db } from '../db/client.js';\nconst app = createApp(database.db)", { isApp: true })).toEqual([]);
  });

  it('lets a resolver written the intended way through', () => {
    const good = [
      "import { mutate } from '../../audit.js';",
      "import type { StoredShortcut } from '../../repositories/shortcuts.js';",
      "return mutate(ctx, 'AddShortcut', async ({ repos, record }) => repos.shortcuts.add(value, locationId));",
      'const user = await ctx.repos.at(task.locationId).records.locationUser(userId);',
      'const m = ctx.requireLocation(locationId); const hits = ctx.membershipAt(m.locationId);',
      'const txt = ctx.now(); // context, textual, Tx-free',
    ].join('\n');
    expect(violations(good)).toEqual([]);
  });
});
