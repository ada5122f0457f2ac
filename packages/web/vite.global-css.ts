import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { globalStylesheet } from './src/theme/global-stylesheet.ts';
import type { PlainStylesheet, plainStylesheet } from './src/theme/plain-stylesheet.ts';
import { coreSourceAlias } from './vite.shared.ts';

/** The emitted asset's name (Vite adds the content hash). */
const STYLESHEET_NAME = 'global.css';
const STYLESHEET = fileURLToPath(new URL('./src/theme/global-stylesheet.ts', import.meta.url));
const PLAIN_STYLESHEET = fileURLToPath(new URL('./src/theme/plain-stylesheet.ts', import.meta.url));
const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/** A module of the app loaded by Vite's module runner in Node, with core read from its sources. */
const loadInNode = <T,>(file: string) => runnerImport<T>(file, { configFile: false, resolve: { alias: coreSourceAlias } }).then((r) => r.module);

/** A plain styles module (components/ui/plain-style.ts). */
export const STYLES_MODULE = /\.styles\.ts$/;

/**
 * The text of the design system's global stylesheet: src/theme/global-stylesheet.ts (and the theme)
 * loaded by Vite's module runner in Node (Emotion's server rendering), without the build's define, so
 * the theme's system keeps the global styles it renders.
 */
export async function buildGlobalStylesheet(): Promise<string> {
  const { globalStylesheet: make } = await loadInNode<{ globalStylesheet: typeof globalStylesheet }>(STYLESHEET);
  return make();
}

/** Every `*.styles.ts` module under `dir`, sorted (the rules' order does not change between builds). */
export function stylesModules(dir: string = SRC): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => STYLES_MODULE.test(file))
    .map((file) => join(dir, file))
    .sort();
}

/** The plain styles of `files` resolved in Node, as the global stylesheet carries them (src/theme/plain-stylesheet.ts). */
export async function buildPlainStylesheet(files: readonly string[] = stylesModules()): Promise<PlainStylesheet> {
  const { plainStylesheet: make } = await loadInNode<{ plainStylesheet: typeof plainStylesheet }>(PLAIN_STYLESHEET);
  const modules = Object.fromEntries(await Promise.all(files.map(async (file) => [file, await loadInNode<Record<string, unknown>>(file)] as const)));
  return make(modules);
}

/** The stylesheet the build links (the global styles, then the plain styles' rules), and the plain styles' modules. */
export async function buildStylesheet(): Promise<{ text: string; plain: PlainStylesheet }> {
  const [global, plain] = await Promise.all([buildGlobalStylesheet(), buildPlainStylesheet()]);
  return { text: `${global}${plain.css}\n`, plain };
}

/** A styles module as the build ships it: its exports as data, every style its class names. */
export function precompiledModule(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
    .join('');
}

/**
 * The design system's global styles as a stylesheet (build only): renders them once with
 * the app's own theme (src/theme/global-stylesheet.ts), emits them as an asset Vite names
 * (`assets/global-<hash>.css`), links it in index.html's head, and tells the app
 * (`import.meta.env.VETRX_GLOBAL_STYLESHEET`) not to compute and insert them itself. What only those
 * styles read stays out of the app: the theme leaves out the global CSS and keyframes (src/theme), and
 * `chakraResetLeftOut` (vite.chunk-plan.ts) Chakra's reset.
 *
 * The plain styles (`*.styles.ts`, components/ui/plain-style.ts) join it: their rules follow the
 * global ones, and each styles module is loaded as its class names.
 */
export function globalStylesheetPlugin(): Plugin {
  let base = '/';
  let precompiled: Record<string, Record<string, unknown>> = {};
  return {
    name: 'vetrx-global-stylesheet',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VETRX_GLOBAL_STYLESHEET': 'true' } }),
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const { text, plain } = await buildStylesheet();
      precompiled = plain.modules;
      this.emitFile({ type: 'asset', name: STYLESHEET_NAME, source: text });
    },
    load(id) {
      if (!STYLES_MODULE.test(id) || !id.startsWith(SRC)) return null;
      const exports = precompiled[id];
      if (!exports) throw new Error(`${id}: a styles module the build did not resolve (it resolves those under src/).`);
      return precompiledModule(exports);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes(STYLESHEET_NAME));
        if (!asset) throw new Error('The global stylesheet was not emitted.');
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${asset.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
