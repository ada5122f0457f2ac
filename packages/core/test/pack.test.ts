import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The packed @vetrx/core as another team gets it (issue 44): `npm pack`, the
// tarball unpacked into a fresh project's node_modules, and its declared dependencies — only those —
// linked from this workspace's installed copies (no network). Then: Node runs it, TypeScript checks a
// strict consumer against it (skipLibCheck false, node16 and bundler resolution), and esbuild bundles
// one validator and one document.
const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'vetrx-core-pack-'));
const app = join(work, 'app');
const KB = 1024;

function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}`, { cause: e });
  }
}

/** The installed copy of a dependency of core (pnpm's store), found from core's own node_modules. */
function installedDir(name: string): string {
  return realpathSync(join(pkgDir, 'node_modules', name));
}

const tsc = require.resolve('typescript/bin/tsc');
const esbuild = join(dirname(require.resolve('esbuild/package.json')), 'bin', 'esbuild');
let packed: { files: string[]; manifest: Record<string, unknown> };

beforeAll(() => {
  // Packed from a copy built afresh, so neither a stale file in dist/ nor the build the end-to-end
  // tests run beside this test (npm test) is touched.
  const stage = join(work, 'stage');
  mkdirSync(stage);
  for (const f of ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'api-report.md', 'src', 'tsconfig.json', 'tsconfig.build.json']) {
    cpSync(join(pkgDir, f), join(stage, f), { recursive: true });
  }
  writeFileSync(join(stage, 'tsconfig.json'), readFileSync(join(pkgDir, 'tsconfig.json'), 'utf8').replace('../../tsconfig.json', join(pkgDir, '../../tsconfig.json')));
  symlinkSync(join(pkgDir, 'node_modules'), join(stage, 'node_modules'), 'dir');
  run(process.execPath, [tsc, '-p', 'tsconfig.build.json'], stage);
  rmSync(join(stage, 'node_modules'));
  run('npm', ['pack', '--pack-destination', work], stage);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
  const target = join(app, 'node_modules', '@vetrx', 'core');
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', join(work, tarball), '-C', target, '--strip-components=1'], work);
  const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as Record<string, unknown>;
  for (const dep of Object.keys((manifest.dependencies as Record<string, string>) ?? {})) {
    mkdirSync(dirname(join(app, 'node_modules', dep)), { recursive: true });
    symlinkSync(installedDir(dep), join(app, 'node_modules', dep), 'dir');
  }
  const files = run('tar', ['-tzf', join(work, tarball)], work).trim().split('\n').map((f) => f.replace(/^package\//, ''));
  packed = { files, manifest };
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed @vetrx/core in a fresh project', () => {
  it('ships its licence, changelog, API report and docs, and nothing that points at an unshipped file', () => {
    expect(packed.files).toEqual(expect.arrayContaining(['LICENSE', 'CHANGELOG.md', 'README.md', 'api-report.md', 'package.json']));
    expect(packed.manifest).toMatchObject({ license: 'SEE LICENSE IN LICENSE', engines: { node: expect.any(String) }, repository: { directory: 'packages/core' } });
    expect(packed.files.filter((f) => /\.test\.ts$|test-utils\//.test(f))).toEqual([]);
    const shipped = new Set(packed.files);
    // Every exports target (conditions `source`, `types`, `import`) is in the tarball.
    const targets = Object.values(packed.manifest.exports as Record<string, string | Record<string, string>>).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
    for (const target of targets) {
      if (target.includes('*')) {
        const [head, tail] = target.replace(/^\.\//, '').split('*');
        expect(packed.files.some((f) => f.startsWith(head!) && f.endsWith(tail!)), target).toBe(true);
      } else expect(shipped.has(target.replace(/^\.\//, '')), target).toBe(true);
    }
    // Every source map's sources are shipped too.
    const maps = packed.files.filter((f) => f.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(100);
    for (const map of maps) {
      const { sources } = JSON.parse(readFileSync(join(app, 'node_modules/@vetrx/core', map), 'utf8')) as { sources: string[] };
      for (const source of sources) expect(shipped.has(join(dirname(map), source).replace(/\\/g, '/')), `${map} → ${source}`).toBe(true);
    }
    // The README's relative links resolve inside the package.
    const readme = readFileSync(join(app, 'node_modules/@vetrx/core/README.md'), 'utf8');
    for (const [, link] of readme.matchAll(/\]\((?!https?:|#)([^)#]+)(?:#[^)]*)?\)/g)) {
      expect(statSync(join(app, 'node_modules/@vetrx/core', link!), { throwIfNoEntry: false }), `README link ${link}`).toBeDefined();
    }
  });

  it('runs a rule, a machine transition, a message and the client with one typed document', () => {
    writeFileSync(
      join(app, 'index.js'),
      `import { refillsMaximum } from '@vetrx/core/prescription';
import { canTransitionTask } from '@vetrx/core/task';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { createClient } from '@vetrx/core/api';
import { GetLocationDocument } from '@vetrx/core/operations/GetLocation';
const sent = [];
const fetch = async (url, init) => { sent.push(JSON.parse(init.body).operationName); return new Response(JSON.stringify({ data: { getLocation: { id: '1', name: 'Maple' } } }), { headers: { 'content-type': 'application/json' } }); };
const client = createClient({ url: 'http://vetrx.test/graphql', fetch, getToken: () => 't' });
const { getLocation } = await client.request(GetLocationDocument, { id: '1' });
console.log(JSON.stringify({
  controlled: refillsMaximum({ isControlled: true, requestedQuantity: 20 }),
  scheduleII: refillsMaximum({ isControlled: true, deaSchedule: 'C-II' }),
  approvePending: canTransitionTask('PENDING', { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' }),
  approveApproved: canTransitionTask('VET_APPROVED', { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' }),
  phone: COMMON_MESSAGES.phoneRequired,
  location: getLocation.name,
  sent,
}));
`,
    );
    expect(JSON.parse(run('node', ['index.js'], app))).toEqual({
      controlled: 5,
      scheduleII: 0,
      approvePending: true,
      approveApproved: false,
      phone: 'At least 1 phone number is required',
      location: 'Maple',
      sent: ['GetLocation'],
    });
  });

  it.each(['node16', 'bundler'])('type-checks a strict consumer (skipLibCheck false, moduleResolution %s): the client is typed', (resolution) => {
    writeFileSync(
      join(app, 'consumer.ts'),
      `import { refillsError, refillsMaximum } from '@vetrx/core/prescription';
import { canTransitionTask, prescriptionTaskMachine, type PrescriptionTaskEvent } from '@vetrx/core/task';
import { createClient } from '@vetrx/core/api';
import { GetLocationDocument, type GetLocationQuery } from '@vetrx/core/operations/GetLocation';
import type { LocationFieldsFragment } from '@vetrx/core/fragments/LocationFields';

type IsUnknown<T> = unknown extends T ? true : false;
const client = createClient({ url: 'http://vetrx.test/graphql', fetch, getToken: () => null });

export async function locationName(id: string): Promise<string | undefined> {
  const result = await client.request(GetLocationDocument, { id });
  const typed: IsUnknown<typeof result> = false; // fails to compile if the client answers unknown
  const same: GetLocationQuery = result;
  const location: LocationFieldsFragment | null = same.getLocation;
  // @ts-expect-error -- the variables are typed too: an id is a string
  await client.request(GetLocationDocument, { id: 1 });
  return typed ? undefined : location?.name;
}

const approve: PrescriptionTaskEvent = { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' };
export const checks = [refillsMaximum({ requestedQuantity: 20 }), refillsError('12', { isDraft: false, prnFlag: false }), canTransitionTask('PENDING', approve), prescriptionTaskMachine.id];
`,
    );
    const module = resolution === 'bundler' ? 'preserve' : 'node16';
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, skipLibCheck: false, noEmit: true, module, moduleResolution: resolution, target: 'ES2022', lib: ['ES2023', 'DOM'], types: [], verbatimModuleSyntax: true },
        files: ['consumer.ts'],
      }),
    );
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], app);
  }, 120_000);

  // "One validator imports in ≤ 30 KB minified" (issue 44): a rule the web checks a field with, and one
  // typed document. Before decisions 0321–0322: 477 KB and 177 KB.
  it.each([
    ['refillsError and refillsMaximum', `import { refillsError, refillsMaximum } from '@vetrx/core/prescription'; console.log(refillsError, refillsMaximum);`, 30 * KB],
    ['one typed document', `import { GetLocationDocument } from '@vetrx/core/operations/GetLocation'; console.log(GetLocationDocument);`, 30 * KB],
  ])('bundles %s in at most its budget, minified', (_what, code, budget) => {
    writeFileSync(join(app, 'entry.js'), code);
    const out = join(app, 'out.js');
    run(esbuild, ['entry.js', '--bundle', '--minify', '--format=esm', '--platform=neutral', '--main-fields=module,main', `--outfile=${out}`, '--log-level=error'], app);
    const size = statSync(out).size;
    expect(size).toBeLessThanOrEqual(budget);
    expect(size).toBeGreaterThan(300); // the code is in it
  });
});
