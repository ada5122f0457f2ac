/**
 * The plain styles' rules and class names, made at build time (vite.global-css.ts; decision 0137): every
 * style a `*.styles.ts` module exports (components/ui/plain-style.ts) resolved with the app's system,
 * serialized and turned into rules by Emotion as the browser's first render would, in Node. The rules
 * join the global stylesheet; each module is replaced by its exports with every style as its class
 * names (strings), so the page neither resolves nor inserts them.
 */
import createCache from '@emotion/cache';
import { serializeStyles, type CSSInterpolation } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { isPlainStyle } from '../components/ui/plain-style';
import { system } from './index';

/** A module's exports as JSON with each style as the string of its class names. */
export type PrecompiledExports = Record<string, unknown>;

export interface PlainStylesheet {
  /** The rules of every style, in the order the modules declare them. */
  css: string;
  /** Each module's exports (by the module's path) with every style replaced by its class names. */
  modules: Record<string, PrecompiledExports>;
}

/**
 * Resolves the styles of `*.styles.ts` modules (their exports by their paths). A module may export
 * styles, objects of them (nested), strings and numbers; anything else (a function, a class) fails the
 * build.
 */
export function plainStylesheet(stylesModules: Readonly<Record<string, Record<string, unknown>>>): PlainStylesheet {
  // Emotion's server mode keeps each style's rules as text (what `compat` asks) instead of a DOM sheet.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const rules: string[] = [];
  const precompile = (value: unknown, at: string): unknown => {
    if (isPlainStyle(value)) {
      const serialized = serializeStyles([value.resolve(system) as CSSInterpolation], cache.registered);
      if (cache.inserted[serialized.name] === undefined) {
        insertStyles(cache, serialized, true);
        const text = cache.inserted[serialized.name];
        if (typeof text !== 'string') throw new Error(`${at}: Emotion made no rules of this style.`);
        rules.push(text);
      }
      return `${cache.key}-${serialized.name}`;
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, precompile(v, `${at}.${k}`)]));
    }
    throw new Error(`${at}: a styles module exports styles, objects of them, strings and numbers only.`);
  };
  const modules: Record<string, PrecompiledExports> = {};
  for (const [file, exports] of Object.entries(stylesModules)) {
    modules[file] = Object.fromEntries(Object.entries(exports).map(([name, value]) => [name, precompile(value, `${file}: ${name}`)]));
  }
  return { css: rules.join(''), modules };
}
