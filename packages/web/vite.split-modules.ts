import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GenIcon } from 'react-icons';
import { transformWithOxc, type Plugin } from 'vite';

/**
 * Splits a large module of independent exports into one module per export, so each page's chunk
 * carries only the icons it uses (issue 13). A bundler places a whole module in one
 * chunk: the Lucide set (one file, 1,500 icons) otherwise became a single chunk shared by every route,
 * the first page included. (The GraphQL documents, split here at first, are one module per operation
 * in core since decision 0322.) The module becomes a barrel re-exporting from virtual per-export modules that are free of
 * side effects, so an export nobody imports is dropped and one page's exports travel with that page.
 */
interface Split {
  name: string;
  /** The original module, as a resolved file path. */
  test: RegExp;
  /**
   * From the module's JavaScript: the code every part starts with (its imports), an optional shared
   * module (exported from the barrel too) and the parts, export name → statement.
   */
  split(js: string, file: string): { head: string; shared?: string; parts: Map<string, string> };
}

const PREFIX = '\0vetrx-split:';

/** Export statements of `js` from `from` on, one per `export <keyword> ` line start. */
function statements(js: string, keyword: string): string[] {
  return js.split(new RegExp(`^(?=export ${keyword} )`, 'm')).filter((s) => s.startsWith(`export ${keyword} `));
}

/** The light icon's runtime (src/components/ui/light-icon.ts), imported by every icon's part. */
const LIGHT_ICON = join(dirname(fileURLToPath(import.meta.url)), 'src/components/ui/light-icon.ts');

/**
 * One icon of react-icons/lu (`export function LuX (props) { return GenIcon({…})(props); };`) as a light
 * icon: its `<svg>` attributes, and its shapes' markup as React renders them (react-dom/server, so every
 * attribute is named as React names it in the DOM).
 */
function lightIconPart(name: string, data: { attr: Record<string, string>; child: unknown[] }): string {
  const markup = renderToStaticMarkup(createElement(GenIcon(data as Parameters<typeof GenIcon>[0])));
  const shapes = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
  return `export const ${name} = /*#__PURE__*/ lightIcon(${JSON.stringify(data.attr)}, ${JSON.stringify(shapes)});`;
}

/** react-icons/lu, each icon a light icon (above). */
export const lucide: Split = {
  name: 'lu',
  test: /[\\/]react-icons[\\/]lu[\\/]index\.mjs$/,
  split(js, file) {
    const parts = new Map<string, string>();
    for (const statement of statements(js, 'function')) {
      const m = /^export function (\w+) \(props\) \{\n\s*return GenIcon\(([^\n]*)\)\(props\);\n\};?\s*$/.exec(statement);
      if (!m) throw new Error(`vite.split-modules: unexpected icon in ${file}: ${statement.slice(0, 80)}`);
      parts.set(m[1], lightIconPart(m[1], JSON.parse(m[2])));
    }
    return { head: `import { lightIcon } from ${JSON.stringify(LIGHT_ICON)};`, parts };
  },
};

/**
 * Chakra's own icons (`components/icons.js`: the select's chevron, the checkbox's tick, the alert's and
 * toast's status icons, the close button's cross …), one `const XIcon = (props) => …;` each and one export
 * list: as one module they all sat in /approve's first load, whichever component drew them (issue 61).
 */
export const chakraIcons: Split = {
  name: 'chakra-icons',
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]icons\.js$/,
  split(js, file) {
    const body = js.slice(0, js.lastIndexOf('\nexport {'));
    const exported = /\nexport \{([^}]*)\};?\s*$/.exec(js)?.[1].split(',').map((n) => n.trim()) ?? [];
    const parts = new Map<string, string>();
    for (const statement of body.split(/^(?=const \w+ = )/m).filter((s) => s.startsWith('const '))) {
      const name = /^const (\w+) = \(props\) =>/.exec(statement)?.[1];
      if (!name) throw new Error(`vite.split-modules: unexpected icon in ${file}: ${statement.slice(0, 80)}`);
      parts.set(name, `export ${statement.trimEnd()}`);
    }
    const missing = exported.filter((n) => !parts.has(n));
    if (exported.length === 0 || missing.length > 0) throw new Error(`vite.split-modules: ${file} exports icons it does not define as expected: ${missing.join(', ') || '(no export list)'}`);
    const factory = fileURLToPath(new URL('../styled-system/factory.js', pathToFileURL(file)));
    return { head: `import { jsx, jsxs } from 'react/jsx-runtime';\nimport { chakra } from ${JSON.stringify(factory)};`, parts };
  },
};

/**
 * Modules of the app that re-export icons (`export { LuA, LuB } from 'react-icons/lu'`) and are loaded on
 * their own, after the first screen (components/ui/module-icons.ts, decision 0137): built with a copy of
 * each icon instead of the shared per-icon module, so loading them costs one file, not a file per icon
 * shared with other pages and the first pages' groups those icons sit in.
 */
const OWN_ICON_COPIES = /[\\/]src[\\/]components[\\/]ui[\\/]module-icons\.ts$/;

/** The module `file` with each icon it re-exports from react-icons/lu copied in. */
export function withOwnIconCopies(file: string, lucideFile: string): string {
  const source = readFileSync(file, 'utf8');
  const names = /export\s*\{([^}]*)\}\s*from\s*'react-icons\/lu';/.exec(source)?.[1];
  if (!names) throw new Error(`vite.split-modules: ${file} re-exports nothing from react-icons/lu`);
  const { head, parts } = lucide.split(readFileSync(lucideFile, 'utf8'), lucideFile);
  const copies = names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((name) => {
      const code = parts.get(name);
      if (!code) throw new Error(`vite.split-modules: ${file} re-exports ${name}, which react-icons/lu does not have`);
      return code;
    });
  return `${head}\n${copies.join('\n')}\n`;
}

/** The Vite plugin (build only): rewrites the matched modules into barrels and serves their parts. */
export function splitModules(): Plugin {
  const splits = [lucide, chakraIcons];
  /** Virtual id → code, filled when the barrel loads (always before its parts are resolved). */
  const virtual = new Map<string, string>();
  return {
    name: 'vetrx-split-modules',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    async load(id) {
      if (id.startsWith(PREFIX)) {
        const code = virtual.get(id);
        if (code === undefined) throw new Error(`vite.split-modules: unknown part ${id}`);
        return { code, moduleSideEffects: false };
      }
      const file = id.split('?')[0];
      if (OWN_ICON_COPIES.test(file)) {
        const lucideFile = (await this.resolve('react-icons/lu', file))?.id;
        if (!lucideFile) throw new Error('vite.split-modules: react-icons/lu does not resolve');
        return { code: withOwnIconCopies(file, lucideFile.split('?')[0]), moduleSideEffects: false };
      }
      const split = splits.find((s) => s.test.test(file));
      if (!split) return null;
      const source = readFileSync(file, 'utf8');
      const js = file.endsWith('.ts') ? (await transformWithOxc(source, file, { lang: 'ts' })).code : source;
      const { head, shared, parts } = split.split(js, file);
      const barrel: string[] = [];
      if (shared !== undefined) {
        virtual.set(`${PREFIX}${split.name}/shared`, shared);
        barrel.push(`export * from '${PREFIX}${split.name}/shared';`);
      }
      for (const [name, code] of parts) {
        const partId = `${PREFIX}${split.name}/${name}`;
        virtual.set(partId, `${head}\n${code}\n`);
        barrel.push(`export { ${name} } from '${partId}';`);
      }
      return { code: barrel.join('\n'), moduleSideEffects: false };
    },
  };
}
