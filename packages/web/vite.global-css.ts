import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { globalStylesheet } from './src/theme/global-stylesheet.ts';
import { coreSourceAlias } from './vite.shared.ts';

/** The emitted asset's name (Vite adds the content hash). */
const STYLESHEET_NAME = 'global.css';
const STYLESHEET = fileURLToPath(new URL('./src/theme/global-stylesheet.ts', import.meta.url));

/**
 * The text of the design system's global stylesheet: src/theme/global-stylesheet.ts (and the theme)
 * loaded by Vite's module runner in Node (Emotion's server rendering), without the build's define, so
 * the theme's system keeps the global styles it renders.
 */
export async function buildGlobalStylesheet(): Promise<string> {
  const { module } = await runnerImport<{ globalStylesheet: typeof globalStylesheet }>(STYLESHEET, { configFile: false, resolve: { alias: coreSourceAlias } });
  return module.globalStylesheet();
}

/** Chakra's system module, which imports its reset (`./preflight.js`) only to compute the global styles. */
const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const PREFLIGHT = './preflight.js';
const EMPTY_PREFLIGHT = '\0vetrx-chakra-preflight-linked';

/**
 * The design system's global styles as a stylesheet (build only): renders them once with
 * the app's own theme (src/theme/global-stylesheet.ts), emits them as an asset Vite names
 * (`assets/global-<hash>.css`), links it in index.html's head, and tells the app
 * (`import.meta.env.VETRX_GLOBAL_STYLESHEET`) not to compute and insert them itself. What only those
 * styles read stays out of the app: the theme leaves out the global CSS and keyframes (src/theme), and
 * Chakra's reset module is an empty one here — the system calls it only when its global styles are read,
 * which the app never does (it defines `_global` itself).
 */
export function globalStylesheetPlugin(): Plugin {
  let base = '/';
  let preflightLeftOut = false;
  return {
    name: 'vetrx-global-stylesheet',
    apply: 'build',
    enforce: 'pre',
    config: () => ({ define: { 'import.meta.env.VETRX_GLOBAL_STYLESHEET': 'true' } }),
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      preflightLeftOut = false;
      this.emitFile({ type: 'asset', name: STYLESHEET_NAME, source: await buildGlobalStylesheet() });
    },
    resolveId(source, importer) {
      if (source !== PREFLIGHT || !importer || !CHAKRA_SYSTEM.test(importer)) return null;
      preflightLeftOut = true;
      return EMPTY_PREFLIGHT;
    },
    load(id) {
      return id === EMPTY_PREFLIGHT ? 'export function createPreflight() { return {}; }' : null;
    },
    // A Chakra upgrade that moves its system module or renames its reset would otherwise ship the reset
    // again without a word (the budgets would catch the bytes, not say why).
    buildEnd(error) {
      if (!error && !preflightLeftOut) this.error(`vetrx-global-stylesheet: Chakra's system module (${CHAKRA_SYSTEM}) never imported ${PREFLIGHT}; update the plugin for this Chakra (decision 0236).`);
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
