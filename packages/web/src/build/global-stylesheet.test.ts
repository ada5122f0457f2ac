/**
 * The design system's global styles as a stylesheet written at build time: the file the
 * build links holds Chakra's reset, the global CSS, every CSS variable of the theme's tokens and its
 * keyframes, in their cascade layers; the patched Chakra computes them only when read, so the built app
 * can skip them; outside the build (tests, the dev server) the provider still inserts them.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_MODULES, tokenNamesOnly } from '../../vite.chunk-plan';
import { RECIPES, SLOT_RECIPES, system } from '../theme';
import { LATE_RECIPES, LATE_SLOT_RECIPES } from '../theme/late-recipes';

/** The stylesheet as the build writes it, rendered in plain Node (this file's jsdom would change Emotion's path). */
async function builtStylesheet(): Promise<string> {
  const web = join(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(process.execPath, [join(web, 'scripts/global-stylesheet.mjs')], { cwd: web, maxBuffer: 8 << 20 });
  return stdout;
}

describe('the global stylesheet', () => {
  it("holds the layers' order, the reset, every token variable of the theme with its value, and the keyframes", async () => {
    const css = await builtStylesheet();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    for (const layer of ['reset', 'base', 'tokens']) expect(css).toContain(`@layer ${layer}{`);
    // Every variable the tokens define, under every condition (base, dark …), as the system's dictionary spells it.
    // A blank value (Chakra's `blurs.none`) is dropped by Emotion, here as at run time.
    const variables = [...system.tokens.cssVarMap.values()].flatMap((vars) => [...vars].filter(([, value]) => String(value).trim() !== ''));
    expect(variables.length).toBeGreaterThan(400);
    // Compared without white space, which the CSS minifier (stylis, as at run time) trims: `1 / 1` → `1/1`.
    const bare = (text: string) => text.replace(/\s+/g, '');
    const rules = bare(css);
    // A value referring to other tokens (`{colors.gray.900/10}`) is written resolved: its name is looked for.
    const written = (name: string, value: string) =>
      value.includes('{') ? rules.includes(`${name}:`) : rules.includes(`${name}:${bare(value)};`) || rules.includes(`${name}:${bare(value)}}`);
    const missing = variables.filter(([name, value]) => !written(name, String(value)));
    expect(missing).toEqual([]);
    // The app's own tokens with their values: the brand, a state tone, a shadow.
    const has = (text: string) => expect(css.includes(text), text).toBe(true);
    has('--chakra-colors-brand-600:#137f74;');
    has('--chakra-colors-task-pending:var(--chakra-colors-yellow-500);');
    has('--chakra-shadows-card:0 1px 2px rgba(15, 23, 42, 0.06),0 1px 3px rgba(15, 23, 42, 0.04);');
    // The colour-mode conditions of the semantic tokens, and every keyframes of the theme.
    expect(/\.dark[^{]*\{[^}]*--chakra-colors-fg-subtle:var\(--chakra-colors-gray-400\)/.test(css)).toBe(true);
    const keyframes = Object.keys(system._config.theme?.keyframes ?? {});
    expect(keyframes.length).toBeGreaterThan(10);
    for (const name of keyframes) has(`@keyframes ${name}{`);
  });
});

describe("the reset's rule for every element", () => {
  it('holds the font features and the variables the reset reads, none of the ring and filter utilities, which no recipe uses', async () => {
    const css = await builtStylesheet();
    const every = css.match(/(?:^|[}{])\*\{font-feature-settings[^}]*\}/)?.[0] ?? '';
    expect(every).toContain('--global-color-border:var(--chakra-colors-border);');
    expect(every).toContain('--global-font-body:var(--chakra-fonts-body);');
    expect(every).not.toMatch(/--(ring|backdrop|brightness|sepia|drop-shadow)/);
    // A recipe using those utilities would need the variables: none of the app's does.
    const recipes = JSON.stringify({ ...RECIPES, ...SLOT_RECIPES, ...LATE_RECIPES, ...LATE_SLOT_RECIPES });
    expect(recipes).not.toMatch(/"(ring|ringColor|ringOffset|ringInset|ringOffsetColor|blur|brightness|backdropBlur)":/);
    expect(recipes).not.toMatch(/"(filter|backdropFilter)":"auto"/);
  });
});

describe('the global styles of a system (patched Chakra)', () => {
  const config = defineConfig({ theme: { tokens: { colors: { probe: { value: '#123456' } } } } });

  it('are computed when first read, once, and can be replaced by an app that links them', () => {
    const fresh = createSystem(defaultBaseConfig, config);
    const descriptor = Object.getOwnPropertyDescriptor(fresh, '_global');
    expect(typeof descriptor?.get).toBe('function');
    expect(descriptor?.configurable).toBe(true);
    const first = fresh._global;
    expect(first).toHaveLength(3);
    expect(JSON.stringify(first)).toContain('#123456');
    expect(fresh._global).toBe(first);
    Object.defineProperty(fresh, '_global', { value: [] });
    expect(fresh._global).toEqual([]);
  });

  it('are still inserted by the provider outside the build (tests, the dev server)', () => {
    expect(import.meta.env.VETRX_GLOBAL_STYLESHEET).toBeUndefined();
    expect(system._global).toHaveLength(3);
  });
});

describe("the built app's system (the global styles linked)", () => {
  it('leaves out what only the global styles read, and styles every element as the full system does', async () => {
    vi.resetModules();
    vi.stubEnv('VETRX_GLOBAL_STYLESHEET', 'true');
    // As the build's stand-ins (chakraTokenValuesLeftOut) make Chakra's tokens: names without values.
    const theme = await import('@chakra-ui/react/theme');
    // Each category of the theme's tokens is one module's export (`zIndex` is `zIndices`'): every one has a stand-in.
    const names = (group: object, prefix = '') =>
      Object.keys(group).map((k) => (prefix ? `${prefix}${k[0].toUpperCase()}${k.slice(1)}` : k === 'zIndex' ? 'zIndices' : k));
    expect([...names(theme.tokens), ...names(theme.semanticTokens, 'semantic')].sort()).toEqual(Object.values(TOKEN_MODULES).sort());
    const namesOnly = (group: object) => Object.fromEntries(Object.entries(group).map(([category, tree]) => [category, tokenNamesOnly(tree)]));
    vi.doMock('@chakra-ui/react/theme', () => ({ ...theme, tokens: namesOnly(theme.tokens), semanticTokens: namesOnly(theme.semanticTokens) }));
    try {
      const linked = (await import('../theme')).system;
      expect(linked.tokens.cssVarMap.get('base')?.get('--chakra-colors-red-500')).toBe('unset');
      // Every token by name, resolving to the same variable (or a negative spacing's calc), and the same colour palettes.
      const all = [...system.tokens.categoryMap].flatMap(([category, tokens]) => [...tokens.keys()].map((name) => `${category}.${name}`));
      expect(all.length).toBeGreaterThan(600);
      expect(linked.tokens.getVar('colors.red.500')).toBe('var(--chakra-colors-red-500)');
      expect(linked.tokens.getVar('spacing.-2')).toBe(system.tokens.getVar('spacing.-2'));
      for (const name of all) expect(linked.tokens.getVar(name), name).toBe(system.tokens.getVar(name));
      // (In another order: a token without conditions is read before one with them.)
      const palettes = (map: Map<string, Map<string, string>>) => Object.fromEntries([...map].map(([name, vars]) => [name, Object.fromEntries(vars)]));
      expect(palettes(linked.tokens.colorPaletteMap)).toEqual(palettes(system.tokens.colorPaletteMap));
      expect(Object.keys(palettes(system.tokens.colorPaletteMap))).toContain('rx.draft');
      expect(linked._global).toEqual([]);
      expect(linked._config.theme?.keyframes).toEqual({});
      expect(linked._config.globalCss).toEqual({});
      expect(Object.keys(system._config.theme?.keyframes ?? {}).length).toBeGreaterThan(10);
      // Style objects touching every kind of token and style the app uses, keyframes among them.
      const styles = [
        { animation: 'spin 1s linear infinite', animationName: 'fade-in', animationStyle: 'slide-fade-in', _motionReduce: { animation: 'none' } },
        { color: 'fg.subtle', bg: 'rx.draft.subtle', borderColor: 'brand.emphasized', _hover: { bg: 'brand.subtle/40' } },
        { layerStyle: 'card.interactive', textStyle: 'sm', p: 4, mt: -2, boxShadow: 'raised', rounded: 'xl' },
        { colorPalette: 'red', bg: 'colorPalette.solid', color: 'colorPalette.contrast', focusRing: 'outside' },
        { hideBelow: 'md', fontSize: { base: 'sm', lg: 'md' }, transition: 'border-color 0.15s', zIndex: 'modal' },
        { colorPalette: 'teal', color: 'colorPalette.fg', bg: 'colorPalette.subtle/50', borderColor: 'gray.200/30', outlineColor: 'red.500', _dark: { bg: 'whiteAlpha.100' } },
        { bg: 'task.pending.subtle', color: 'task.pending.fg', borderColor: 'border.emphasized', caretColor: 'currentColor', fill: 'transparent' },
        { w: 'sm', maxW: '8xl', h: 'full', gap: 3, mx: -4, inset: '-1', top: '-px', fontFamily: 'mono', fontWeight: 'semibold', lineHeight: 'tall', letterSpacing: 'wide' },
        { rounded: 'l2', borderTopRadius: 'md', border: 'sm', boxShadow: 'inset', shadowColor: 'red.500', aspectRatio: 'wide', cursor: 'button', blur: 'md' },
        { transitionDuration: 'moderate', transitionTimingFunction: 'ease-in-out', animationDuration: 'slow', zIndex: 'toast', spaceX: 2, truncate: true, lineClamp: 2 },
      ];
      for (const style of styles) expect(linked.css(style)).toEqual(system.css(style));
      const button = { variant: 'solid', size: 'md' } as const;
      expect(linked.cva(RECIPES.button)(button)).toEqual(system.cva(RECIPES.button)(button));
    } finally {
      vi.doUnmock('@chakra-ui/react/theme');
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
