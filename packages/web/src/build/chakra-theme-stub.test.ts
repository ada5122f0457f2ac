/**
 * The build's Chakra theme module without its default recipes (vite.chunk-plan.ts, decision 0137): the
 * installed Chakra's theme module imports the two maps the plugin stands in for, and a build in which it
 * did not stand in for both fails instead of shipping every recipe in the vendor group. Likewise the
 * empty reset that stands in for Chakra's, the global styles being a prebuilt stylesheet (vite.global-css.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraResetLeftOut, chakraThemeWithoutDefaultRecipes } from '../../vite.chunk-plan';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof chakraThemeWithoutDefaultRecipes>, name: 'buildStart' | 'resolveId' | 'load' | 'buildEnd') => plugin[name] as unknown as Hook;

/** Runs the plugin over the imports of a theme module at `themeFile`; answers what buildEnd said. */
function build(themeFile: string, imports: readonly string[]) {
  const plugin = chakraThemeWithoutDefaultRecipes();
  const errors: string[] = [];
  const ctx = { error: (message: string) => void errors.push(message) };
  hook(plugin, 'buildStart').call(ctx);
  const resolved = imports.map((source) => hook(plugin, 'resolveId').call(ctx, source, themeFile, {}));
  const loaded = resolved.map((id) => (typeof id === 'string' ? hook(plugin, 'load').call(ctx, id) : null));
  hook(plugin, 'buildEnd').call(ctx, undefined);
  return { resolved, loaded, errors };
}

describe("Chakra's theme module without its default recipes", () => {
  const require = createRequire(join(import.meta.dirname, '../../package.json'));
  const themeFile = join(dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm'), 'theme', 'index.js');
  const imports = [...readFileSync(themeFile, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);

  it("stands in for both recipe maps the installed Chakra's theme module imports, with empty maps", () => {
    expect(imports).toEqual(expect.arrayContaining(['./recipes.js', './slot-recipes.js']));
    const { resolved, loaded, errors } = build(themeFile, imports);
    expect(errors).toEqual([]);
    expect(loaded.filter(Boolean).sort()).toEqual(['export const recipes = {};', 'export const slotRecipes = {};']);
    // Its other imports are left to the bundler.
    expect(resolved.filter((id) => id === null)).toHaveLength(imports.length - 2);
  });

  it('fails the build when the theme module no longer imports them', () => {
    const { errors } = build(themeFile, imports.filter((i) => i !== './slot-recipes.js'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('./slot-recipes.js');
    expect(build(themeFile.replace('theme', 'themes'), imports).errors).toHaveLength(1);
  });
});

describe("Chakra's reset left out of the built app (chakraResetLeftOut)", () => {
  const require = createRequire(join(import.meta.dirname, '../../package.json'));
  const systemFile = join(dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm'), 'styled-system', 'system.js');
  const imports = [...readFileSync(systemFile, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  type GlobalHook = (this: unknown, ...args: unknown[]) => unknown;
  /** Runs the plugin over a system module's imports; answers what buildEnd said. */
  function resolveAll(file: string, sources: readonly string[]) {
    const plugin = chakraResetLeftOut();
    const errors: string[] = [];
    const ctx = { error: (message: string) => void errors.push(message) };
    (plugin.buildStart as unknown as GlobalHook).call(ctx);
    const resolved = sources.map((source) => (plugin.resolveId as unknown as GlobalHook).call(ctx, source, file, {}));
    const loaded = resolved.map((id) => (typeof id === 'string' ? (plugin.load as unknown as GlobalHook).call(ctx, id) : null));
    (plugin.buildEnd as unknown as GlobalHook).call(ctx, undefined);
    return { resolved, loaded, errors };
  }

  it("stands in an empty reset for the one the installed Chakra's system imports, and leaves its other imports", () => {
    expect(imports).toContain('./preflight.js');
    const { resolved, loaded, errors } = resolveAll(systemFile, imports);
    expect(errors).toEqual([]);
    expect(loaded.filter(Boolean)).toEqual(['export function createPreflight() { return {}; }']);
    expect(resolved.filter((id) => id === null)).toHaveLength(imports.length - 1);
    // Only the system module's import: another module's './preflight.js' is its own.
    expect(resolveAll(systemFile.replace('system.js', 'css.js'), ['./preflight.js']).resolved).toEqual([null]);
  });

  it('fails the build when the system no longer imports it', () => {
    expect(resolveAll(systemFile, imports.filter((i) => i !== './preflight.js')).errors).toHaveLength(1);
  });
});
