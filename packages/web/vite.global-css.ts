import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { system as themeSystem } from './src/app/theme/index.ts';
import type { globalStylesheet } from './src/app/theme/global-stylesheet.ts';
import { coreSourceAlias } from './vite.shared.ts';

const THEME = fileURLToPath(new URL('./src/app/theme/index.ts', import.meta.url));
const STYLESHEET = fileURLToPath(new URL('./src/app/theme/global-stylesheet.ts', import.meta.url));

/**
 * The text of the design system's global stylesheet: the app's theme and src/app/theme/global-stylesheet.ts
 * loaded by Vite's module runner in Node (Emotion's server rendering), without the build's define, so
 * the theme's system keeps the global styles it renders.
 */
export async function buildGlobalStylesheet(): Promise<string> {
  const [{ module: theme }, { module: stylesheet }] = await Promise.all([
    runnerImport<{ system: typeof themeSystem }>(THEME, { configFile: false, resolve: { alias: coreSourceAlias } }),
    runnerImport<{ globalStylesheet: typeof globalStylesheet }>(STYLESHEET, { configFile: false, resolve: { alias: coreSourceAlias } }),
  ]);
  return stylesheet.globalStylesheet(theme.system);
}

/**
 * The design system's global styles as a stylesheet (build only, decision 0236): renders them once with
 * the app's own theme (src/app/theme/global-stylesheet.ts), writes `assets/global-<hash>.css`, links it
 * in index.html's head, and tells the app (`import.meta.env.VETRX_GLOBAL_STYLESHEET`) not to
 * compute and insert them itself.
 */
export function globalStylesheetPlugin(): Plugin {
  let href = '';
  let base = '/';
  return {
    name: 'vetrx-global-stylesheet',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VETRX_GLOBAL_STYLESHEET': 'true' } }),
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const css = await buildGlobalStylesheet();
      const fileName = `assets/global-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      href = `${base}${fileName}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'stylesheet', href }, injectTo: 'head' }],
    },
  };
}
