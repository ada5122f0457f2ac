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

/**
 * The design system's global styles as a stylesheet (build only): renders them once with
 * the app's own theme (src/theme/global-stylesheet.ts), emits them as an asset Vite names
 * (`assets/global-<hash>.css`), links it in index.html's head, and tells the app
 * (`import.meta.env.VETRX_GLOBAL_STYLESHEET`) not to compute and insert them itself. What only those
 * styles read stays out of the app: the theme leaves out the global CSS and keyframes (src/theme), and
 * `chakraResetLeftOut` (vite.chunk-plan.ts) Chakra's reset.
 */
export function globalStylesheetPlugin(): Plugin {
  let base = '/';
  return {
    name: 'vetrx-global-stylesheet',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VETRX_GLOBAL_STYLESHEET': 'true' } }),
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      this.emitFile({ type: 'asset', name: STYLESHEET_NAME, source: await buildGlobalStylesheet() });
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
