/**
 * The built app's light icons (light-icon.ts, made by vite.split-modules.ts) draw what react-icons draws:
 * every Lucide icon, as the build makes it, rendered both ways with the props the app passes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import * as LUCIDE from 'react-icons/lu';
import { describe, expect, it } from 'vitest';
import { lucide } from '../../../vite.split-modules';
import { escapeMarkup, lightIcon, type LightIconProps } from './light-icon';

const file = createRequire(import.meta.url).resolve('react-icons/lu').replace(/index\.js$/, 'index.mjs');
const { head, parts } = lucide.split(readFileSync(file, 'utf8'), file);

/** The icon `name` as the build makes it: its part's code, run with the light icon's maker. */
function built(name: string): IconType {
  const code = parts.get(name)!.replace(/^export const \w+ = /, 'return ');
  return new Function('lightIcon', code)(lightIcon) as IconType;
}

const PROPS: LightIconProps[] = [
  {},
  { className: 'css-1x2y3z', 'aria-hidden': true },
  { size: 18, color: 'teal', title: 'Tom & "Jerry" <3>', style: { marginInlineEnd: 4 }, strokeWidth: 3, focusable: 'false' },
  { attr: { viewBox: '0 0 12 12' }, role: 'img', 'aria-label': 'Icon' },
];

describe('light icons', () => {
  it('makes every Lucide icon, importing only the light icon', () => {
    expect(head).toMatch(/^import \{ lightIcon \} from "[^"]+[\\/]light-icon\.ts";$/);
    expect(parts.size).toBe(Object.keys(LUCIDE).length);
    expect(parts.size).toBeGreaterThan(1_000);
  });

  it('draws the markup react-icons draws, for every icon and the props the app passes', () => {
    const differ: string[] = [];
    for (const [name, Original] of Object.entries(LUCIDE) as [string, IconType][]) {
      const Light = built(name);
      for (const props of PROPS) {
        if (renderToStaticMarkup(<Light {...props} />) !== renderToStaticMarkup(<Original {...props} />)) differ.push(name);
      }
    }
    expect(differ).toEqual([]);
  });

  it('draws the same DOM in the browser, a title and a child passed to it included', () => {
    for (const name of ['LuSearch', 'LuShieldAlert', 'LuPawPrint', 'LuCircleCheck']) {
      const Original = (LUCIDE as Record<string, IconType>)[name];
      const Light = built(name);
      for (const props of PROPS) {
        const a = render(<Original {...props}>ignored</Original>);
        const b = render(<Light {...props}>ignored</Light>);
        expect(b.container.innerHTML).toBe(a.container.innerHTML);
        expect(b.container.querySelector('svg')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
        expect(b.container.querySelector('svg')!.lastElementChild!.namespaceURI).toBe('http://www.w3.org/2000/svg');
        a.unmount();
        b.unmount();
      }
    }
  });

  it('escapes text as React does', () => {
    expect(escapeMarkup(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&#x27;e&#x27;');
  });

  it('is never given an IconContext: the app sets none (a light icon would not read it)', () => {
    const src = join(import.meta.dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : []));
    const setting = files(src).filter((f) => /import[^;]*\bIconContext\b[^;]*from\s*'react-icons/.test(readFileSync(f, 'utf8')));
    expect(setting).toEqual([]);
  });
});
