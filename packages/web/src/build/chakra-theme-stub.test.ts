/**
 * The build's Chakra theme module without its default recipes (vite.chunk-plan.ts, decision 0137): the
 * installed Chakra's theme module imports the two maps the plugin stands in for, and a build in which it
 * did not stand in for both fails instead of shipping every recipe in the vendor group. Likewise the
 * empty reset that stands in for Chakra's, and the tokens by name only, the global styles being a prebuilt
 * stylesheet (vite.global-css.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_MODULES, chakraResetLeftOut, chakraThemeWithoutDefaultRecipes, chakraTokenValuesLeftOut } from '../../vite.chunk-plan';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof chakraThemeWithoutDefaultRecipes>, name: 'buildStart' | 'resolveId' | 'load' | 'buildEnd') => plugin[name] as unknown as Hook;

/** Runs a stand-in plugin (chakraStandIns) over the imports of a module at `file`; answers what buildEnd said. */
async function build(file: string, imports: readonly string[], plugin = chakraThemeWithoutDefaultRecipes()) {
  const errors: string[] = [];
  const ctx = { error: (message: string) => void errors.push(message) };
  hook(plugin, 'buildStart').call(ctx);
  const resolved = imports.map((source) => hook(plugin, 'resolveId').call(ctx, source, file, {}));
  const loaded = await Promise.all(resolved.map((id) => (typeof id === 'string' ? hook(plugin, 'load').call(ctx, id) : null)));
  hook(plugin, 'buildEnd').call(ctx, undefined);
  return { resolved, loaded, errors };
}

/** A module of the installed Chakra's ESM build, and the relative imports it makes. */
const chakraEsm = join(dirname(createRequire(join(import.meta.dirname, '../../package.json')).resolve('@chakra-ui/react')).replace(/cjs$/, 'esm'));
const relativeImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);

describe("Chakra's theme module without its default recipes", () => {
  const themeFile = join(chakraEsm, 'theme', 'index.js');
  const imports = relativeImports(themeFile);

  it("stands in for both recipe maps the installed Chakra's theme module imports, with empty maps", async () => {
    expect(imports).toEqual(expect.arrayContaining(['./recipes.js', './slot-recipes.js']));
    const { resolved, loaded, errors } = await build(themeFile, imports);
    expect(errors).toEqual([]);
    expect(loaded.filter(Boolean).sort()).toEqual(['export const recipes = {};', 'export const slotRecipes = {};']);
    // Its other imports are left to the bundler.
    expect(resolved.filter((id) => id === null)).toHaveLength(imports.length - 2);
  });

  it('fails the build when the theme module no longer imports them', async () => {
    const { errors } = await build(themeFile, imports.filter((i) => i !== './slot-recipes.js'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('./slot-recipes.js');
    expect((await build(themeFile.replace('theme', 'themes'), imports)).errors).toHaveLength(1);
  });
});

describe("Chakra's tokens by name only (chakraTokenValuesLeftOut)", () => {
  const themeFile = join(chakraEsm, 'theme', 'index.js');
  const imports = relativeImports(themeFile);

  it("stands in every token module the installed Chakra's theme imports (keyframes aside) with its tokens' names, valued 'unset'", async () => {
    const tokenImports = imports.filter((i) => /^\.\/(semantic-)?tokens\//.test(i) && i !== './tokens/keyframes.js');
    expect(tokenImports.sort()).toEqual(Object.keys(TOKEN_MODULES).sort());
    const { resolved, loaded, errors } = await build(themeFile, imports, chakraTokenValuesLeftOut());
    expect(errors).toEqual([]);
    expect(resolved.filter((id) => id !== null)).toHaveLength(tokenImports.length);
    const colors = loaded.find((code) => typeof code === 'string' && code.startsWith('export const colors = ')) as string;
    const tree = JSON.parse(colors.slice('export const colors = '.length, -1)) as Record<string, Record<string, { value: string }>>;
    expect(tree.red?.['500']).toEqual({ value: 'unset' });
    expect(Object.keys(tree.gray ?? {})).toContain('950');
    expect(colors).not.toMatch(/#[0-9a-f]{3,6}/i);
  });

  it('fails the build when the theme module no longer imports one of them', async () => {
    const { errors } = await build(themeFile, imports.filter((i) => i !== './tokens/spacing.js'), chakraTokenValuesLeftOut());
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('./tokens/spacing.js');
  });
});

describe("Chakra's reset left out of the built app (chakraResetLeftOut)", () => {
  const systemFile = join(chakraEsm, 'styled-system', 'system.js');
  const imports = relativeImports(systemFile);
  /** Runs the plugin over a system module's imports; answers what buildEnd said. */
  const resolveAll = (file: string, sources: readonly string[]) => build(file, sources, chakraResetLeftOut());

  it("stands in an empty reset for the one the installed Chakra's system imports, and leaves its other imports", async () => {
    expect(imports).toContain('./preflight.js');
    const { resolved, loaded, errors } = await resolveAll(systemFile, imports);
    expect(errors).toEqual([]);
    expect(loaded.filter(Boolean)).toEqual(['export function createPreflight() { return {}; }']);
    expect(resolved.filter((id) => id === null)).toHaveLength(imports.length - 1);
    // Only the system module's import: another module's './preflight.js' is its own.
    expect((await resolveAll(systemFile.replace('system.js', 'css.js'), ['./preflight.js'])).resolved).toEqual([null]);
  });

  it('fails the build when the system no longer imports it', async () => {
    expect((await resolveAll(systemFile, imports.filter((i) => i !== './preflight.js'))).errors).toHaveLength(1);
  });
});
