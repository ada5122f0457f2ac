/**
 * React Router's production build in the built app (vite.react-router.ts, decision 0137): the installed
 * package still ships a production build beside the development one its exports name, with the same
 * exports and its warnings off; the transform marks its module-level components pure and drops their
 * display names; and a build where the plugin finds nothing to do fails instead of shipping the development
 * build again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanReactRouterModule, reactRouterProduction } from '../../vite.react-router';

const require = createRequire(join(import.meta.dirname, '../../package.json'));
const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');
const exportsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^\s+([A-Za-z0-9_$]+),?$/gm)].map((m) => m[1]).sort();
const productionChunks = readdirSync(join(dist, 'production')).filter((f) => /^chunk-.*\.mjs$/.test(f));

/** The production chunk that makes the components (NavLink among them). */
const components = () => productionChunks.map((f) => join(dist, 'production', f)).find((f) => readFileSync(f, 'utf8').includes('var NavLink = React'))!;

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's resolver for `react-router` as the bundler would resolve it (to `resolvedTo`), then buildEnd. */
async function build(resolvedTo: string, chunk?: string) {
  const plugin = reactRouterProduction();
  const errors: string[] = [];
  const ctx = { error: (message: string) => void errors.push(message), resolve: async () => ({ id: resolvedTo }) };
  (plugin.buildStart as unknown as Hook).call(ctx);
  const resolved = await (plugin.resolveId as unknown as Hook).call(ctx, 'react-router', '/app/src/main.tsx', {});
  if (chunk) (plugin.transform as unknown as Hook).call(ctx, readFileSync(chunk, 'utf8'), chunk);
  (plugin.buildEnd as unknown as Hook).call(ctx, undefined);
  return { resolved, errors };
}

describe("React Router's production build", () => {
  it('is installed beside the development build its exports name, with the same exports and its warnings off', () => {
    expect(require.resolve('react-router')).toMatch(/[\\/]dist[\\/]development[\\/]/);
    expect(exportsOf(join(dist, 'production', 'index.mjs'))).toEqual(exportsOf(join(dist, 'development', 'index.mjs')));
    const production = productionChunks.map((f) => readFileSync(join(dist, 'production', f), 'utf8')).join('\n');
    expect(production).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(production).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });

  it('is what the build resolves react-router to', async () => {
    const development = join(dist, 'development', 'index.mjs');
    const { resolved, errors } = await build(development, components());
    expect(resolved).toEqual({ id: join(dist, 'production', 'index.mjs') });
    expect(errors).toEqual([]);
  });

  it("has its components marked pure and their display names dropped, and nothing else changed", () => {
    const code = readFileSync(components(), 'utf8');
    const lean = leanReactRouterModule(code);
    expect(lean.pure).toBeGreaterThan(10);
    expect(lean.names).toBeGreaterThan(10);
    expect(lean.code).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean.code).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(lean.code).not.toMatch(/^[A-Za-z0-9_$]+\.displayName = "/m);
    // Only those: without the annotations and the emptied lines, the module is as it was, line for line.
    const unchanged = (text: string) => text.replaceAll('/* @__PURE__ */ ', '').split('\n').filter((line) => !/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/.test(line) && line !== '');
    expect(unchanged(lean.code)).toEqual(unchanged(code));
    expect(lean.code.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('fails the build when react-router no longer resolves to its development build, or the module has nothing to mark', async () => {
    expect((await build('/x/node_modules/react-router/dist/index.mjs')).errors).toHaveLength(1);
    expect((await build(join(dist, 'development', 'index.mjs'))).errors[0]).toContain('no module-level');
  });
});
