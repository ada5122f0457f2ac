/**
 * The plain styles resolved at build time (vite.global-css.ts, decision 0137): every `*.styles.ts`
 * module under src/ ships as its class names, the global stylesheet carries their rules, and each class
 * is the one the page would have made itself from the same style (the same system, the same Emotion
 * hash), so a build and a test or the dev server draw alike.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlainClass } from '../components/ui/plain';
import { isPlainStyle, type PlainStyle } from '../components/ui/plain-style';
import { createWrapper } from '../test/wrapper';

const web = join(import.meta.dirname, '../..');

async function built(): Promise<{ css: string; modules: Record<string, Record<string, unknown>>; code: Record<string, string> }> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(web, 'scripts/plain-stylesheet.mjs')], { cwd: web, maxBuffer: 8 << 20 });
  return JSON.parse(stdout);
}

/** The styles modules as this test's bundler loads them (as the dev server runs them). */
const sources = import.meta.glob<Record<string, unknown>>('../**/*.styles.ts', { eager: true });

/** Every style of a module's exports, by its path (`CARD.root`), each beside the build's value at that path. */
function pairs(source: unknown, build: unknown, at: string, out: Array<[string, PlainStyle, unknown]> = []) {
  if (isPlainStyle(source)) out.push([at, source, build]);
  else if (typeof source === 'object' && source !== null) for (const [k, v] of Object.entries(source)) pairs(v, (build as Record<string, unknown> | undefined)?.[k], `${at}.${k}`, out);
  return out;
}

describe('plain styles resolved at build time', () => {
  it('every styles module ships as class names whose rules the stylesheet holds, the classes the page would make', { timeout: 60_000 }, async () => {
    const { css, modules, code } = await built();
    const files = Object.keys(modules);
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(sources)).toHaveLength(files.length);
    const all: Array<[string, PlainStyle, unknown]> = [];
    for (const [path, source] of Object.entries(sources)) {
      const file = files.find((f) => f.endsWith(`/src/${path.replace(/^(\.\.\/)+/, '')}`));
      if (!file) throw new Error(`${path}: not resolved by the build`);
      all.push(...pairs(source, modules[file], path));
      // The module as the build ships it: data only, nothing left to resolve.
      expect(code[file]).not.toContain('resolve');
      expect(code[file]).not.toContain('import');
      expect(code[file]).toMatch(/^export const [A-Z_]+ = \{/);
    }
    // The classes the page makes of the same styles when it resolves them itself (a fixed list: one hook call each).
    const { result } = renderHook(() => all.map(([, style]) => usePlainClass(style)), { wrapper: createWrapper().Wrapper });
    for (const [i, [at, , build]] of all.entries()) {
      expect(build, at).toMatch(/^css-[a-z0-9]+$/);
      const className = build as string;
      // Its rules are in the stylesheet, and the page would have named the same style alike.
      expect(css, at).toContain(`.${className}{`);
      expect(className, at).toBe(result.current[i]);
    }
    expect(all.length).toBeGreaterThan(40);
  });
});
